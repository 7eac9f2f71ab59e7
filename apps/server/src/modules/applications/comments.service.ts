import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { RequestMeta } from "../../graphql/context.ts";
import { ForbiddenError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type NotifyContext, notify } from "../notifications/index.ts";
import { usersByIds } from "../users/index.ts";
import { recordActivity } from "./activity.service.ts";
import { readableApplication, readerOf } from "./application-access.ts";
import { commentAuthorIds, insertComment } from "./applications.repository.ts";
import type { ApplicationCommentRow } from "./applications.tables.ts";
import { hasOpenBlindAssignment } from "./evaluators.repository.ts";
import { findFunnel, funnelAdminIds } from "./funnels.repository.ts";
import { localized } from "./round-mail.render.ts";

export const COMMENT_MAX = 5000;

const commentInput = z.object({
  body: z.string().trim().min(1).max(COMMENT_MAX),
  forApplicant: z.boolean(),
});

type CommentContext = ServiceContext & NotifyContext & { request?: Pick<RequestMeta, "origin"> };

/**
 * A comment on an application's file (lane D, decision 049): staff who read the file and the
 * application's evaluators write them; the applicant does not. `forApplicant` marks a
 * reviewer's comment the applicant may read (in their file, and with the decision e-mail when
 * staff include the comments). Who is notified, after the commit:
 * - the applicant, of a comment for them (newCommentApplication);
 * - the funnel's admins and everyone who commented before, but the author, the applicant, and
 *   any evaluator still scoring it blind (newCommentApplicationStaff, which names the applicant).
 */
export async function addComment(
  ctx: CommentContext,
  applicationId: string,
  input: { body: string; forApplicant: boolean },
): Promise<ApplicationCommentRow> {
  const parsed = commentInput.safeParse(input);
  if (!parsed.success) {
    throw new ValidationError({ body: `A comment has 1 to ${COMMENT_MAX} characters` });
  }
  const application = await readableApplication(ctx, applicationId);
  const reader = await readerOf(ctx, application);
  if (reader !== "staff" && reader !== "evaluator")
    throw new ForbiddenError("You may not comment on this application");
  const authorId = ctx.viewer?.id ?? null;
  const earlier = await commentAuthorIds(ctx.db, ctx.tenant, application.id);
  const comment = await inTransaction(ctx.db, async (tx) => {
    const row = await insertComment(tx, ctx.tenant, {
      applicationId: application.id,
      authorId,
      roundId: application.roundId,
      body: parsed.data.body,
      forApplicant: parsed.data.forApplicant,
      createdAt: ctx.clock.now(),
    });
    await recordActivity({ ...ctx, db: tx }, application.id, "comment_added", {
      commentId: row.id,
      forApplicant: parsed.data.forApplicant ? 1 : 0,
    });
    return row;
  });
  try {
    const [funnel, admins] = await Promise.all([
      findFunnel(ctx.db, ctx.tenant, application.funnelId),
      funnelAdminIds(ctx.db, ctx.tenant, application.funnelId),
    ]);
    const people = await usersByIds(ctx, [application.applicantId, ...(authorId ? [authorId] : [])]);
    const applicant = people.find((p) => p.id === application.applicantId);
    const author = people.find((p) => p.id === authorId);
    const actorName = author ? `${author.firstName} ${author.lastName}`.trim() : "";
    if (parsed.data.forApplicant && applicant) {
      await notify(ctx, {
        type: "newCommentApplication",
        userIds: [applicant.id],
        payload: {
          actorName,
          applicationId: application.id,
          programName: localized(funnel?.displayName, applicant.language) || (funnel?.name ?? ""),
        },
      });
    }
    const candidates = [...new Set([...admins, ...earlier])].filter(
      (id) => id !== authorId && id !== application.applicantId,
    );
    const staff: string[] = [];
    for (const id of candidates) {
      if (!(await hasOpenBlindAssignment(ctx.db, ctx.tenant, application.id, id))) staff.push(id);
    }
    if (staff.length > 0 && applicant) {
      await notify(ctx, {
        type: "newCommentApplicationStaff",
        userIds: staff,
        payload: {
          actorName,
          applicationId: application.id,
          applicantName: `${applicant.firstName} ${applicant.lastName}`.trim(),
        },
      });
    }
  } catch (error) {
    // The comment is saved; a failed notification must not undo it for the author.
    (ctx as { log?: { error: (o: object, m: string) => void } }).log?.error(
      { err: error, applicationId: application.id },
      "comment notification failed",
    );
  }
  return comment;
}
