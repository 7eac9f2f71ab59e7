import { transition } from "@launchpad/domain/applications";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { copyResponsesToSubject, deleteResponsesOfSubject } from "../forms/index.ts";
import { holds } from "../permissions/index.ts";
import { assertTagsOfKind } from "../tags/index.ts";
import { recordActivity } from "./activity.service.ts";
import { mayManage, readableApplication } from "./application-access.ts";
import { type ApplicationView, applicationView } from "./application-views.ts";
import {
  cancelScheduledEmails,
  deleteApplicationRow,
  findApplication,
  insertApplication,
  openApplicationOf,
  openRound,
  replaceApplicationTags,
  tagIdsOfApplication,
  updateApplication,
} from "./applications.repository.ts";
import type { ApplicationRow } from "./applications.tables.ts";
import { deleteEvaluations } from "./evaluators.repository.ts";
import { findFunnel, roundsOf } from "./funnels.repository.ts";
import type { MailContext } from "./round-mail.service.ts";
import { refreshScores } from "./scores.service.ts";
import { applyEvent } from "./status.service.ts";

/**
 * The application file's other changes (lane D, docs/application-file.md): delete, move to
 * another funnel, reset to draft, tags. Each checks the viewer's key on the application's
 * funnel (`mayManage`) after `readableApplication`, and runs in one transaction.
 */

async function managed(
  ctx: ServiceContext,
  applicationId: string,
  key: "APPLICATION:DELETE" | "APPLICATION_FLOW:EDIT",
): Promise<ApplicationRow> {
  const row = await readableApplication(ctx, applicationId);
  if (!(await mayManage(ctx, row, key))) throw new ForbiddenError("You may not change this application");
  return row;
}

/** Deletes the application with its answers and evaluations (form responses about it, their files). */
export async function deleteApplication(ctx: ServiceContext, applicationId: string): Promise<boolean> {
  const row = await managed(ctx, applicationId, "APPLICATION:DELETE");
  await inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await deleteResponsesOfSubject(txCtx, "application", row.id);
    await deleteApplicationRow(tx, ctx.tenant, row.id);
  });
  return true;
}

/**
 * Resets the application to draft in its funnel's first round (RESET): every evaluation is
 * wiped (the assignments' submissions and scores, the evaluation form responses), scheduled
 * e-mails are cancelled, the scores recomputed. The applicant's answers stay.
 */
export async function resetToDraft(ctx: MailContext, applicationId: string): Promise<ApplicationView> {
  const row = await managed(ctx, applicationId, "APPLICATION_FLOW:EDIT");
  const rounds = await roundsOf(ctx.db, ctx.tenant, row.funnelId);
  const first = rounds[0];
  const evaluationFormIds = rounds.flatMap((r) => (r.type === "evaluation" && r.formId ? [r.formId] : []));
  const updated = await applyEvent(
    ctx,
    row.id,
    { type: "RESET" },
    {
      ...(first ? { roundId: first.id } : {}),
      within: async (tx, after) => {
        const txCtx = { ...ctx, db: tx };
        await deleteEvaluations(tx, ctx.tenant, after.id);
        if (evaluationFormIds.length > 0) {
          await deleteResponsesOfSubject(txCtx, "application", after.id, { formIds: evaluationFormIds });
        }
        await cancelScheduledEmails(tx, ctx.tenant, after.id, ctx.clock.now());
        await refreshScores(txCtx, after.id);
        await recordActivity(txCtx, after.id, "reset", { roundId: first?.id ?? null });
      },
    },
  );
  const fresh = await findApplication(ctx.db, ctx.tenant, updated.id);
  return applicationView(fresh ?? updated);
}

/**
 * Moves the application to another funnel (issue 17): the old one is rejected without an
 * e-mail or a notification (outcome "moved"), a new one starts in the new funnel's first
 * round. When both funnels have the same intake form, the submitted answers carry over and
 * the new application is submitted (under review); otherwise it is a draft for the applicant
 * to fill. Tags and the startup's name carry over. Returns the new application.
 */
export async function moveToFunnel(
  ctx: MailContext,
  applicationId: string,
  funnelId: string,
): Promise<ApplicationView> {
  const row = await managed(ctx, applicationId, "APPLICATION_FLOW:EDIT");
  if (funnelId === row.funnelId) throw new ValidationError({ funnelId: "Choose another funnel" });
  const [from, to] = await Promise.all([
    findFunnel(ctx.db, ctx.tenant, row.funnelId),
    findFunnel(ctx.db, ctx.tenant, funnelId),
  ]);
  if (!to || !(await mayManage(ctx, { funnelId: to.id }, "APPLICATION_FLOW:EDIT"))) {
    throw new ValidationError({ funnelId: "Choose a funnel you manage" });
  }
  const rounds = await roundsOf(ctx.db, ctx.tenant, to.id);
  const first = rounds[0];
  if (!first) throw new ValidationError({ funnelId: "This funnel has no round yet" });
  const carry = Boolean(from?.intakeFormId && from.intakeFormId === to.intakeFormId && row.submittedAt);
  if (!transition(row.status, { type: "REJECT", delayed: false }).ok) {
    throw new ConflictError("A closed application cannot be moved", { reason: "ILLEGAL_TRANSITION" });
  }
  const created = await inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const now = ctx.clock.now();
    let next: ApplicationRow | null = null;
    await applyEvent(
      txCtx,
      row.id,
      { type: "REJECT", delayed: false },
      {
        outcome: "moved",
        silent: true,
        within: async (inner, old) => {
          const innerCtx = { ...ctx, db: inner };
          await cancelScheduledEmails(inner, ctx.tenant, old.id, now);
          if (await openApplicationOf(inner, ctx.tenant, to.id, old.applicantId)) {
            throw new ConflictError("The applicant already has an open application in this funnel", {
              reason: "ALREADY_APPLIED",
            });
          }
          next = await insertApplication(inner, ctx.tenant, {
            funnelId: to.id,
            applicantId: old.applicantId,
            roundId: first.id,
            status: carry ? "under_review" : "draft",
            startupName: old.startupName,
            submittedAt: carry ? old.submittedAt : null,
          });
          const created = next as ApplicationRow;
          await openRound(inner, ctx.tenant, created.id, first.id, now);
          await replaceApplicationTags(
            inner,
            ctx.tenant,
            created.id,
            await tagIdsOfApplication(inner, ctx.tenant, old.id),
          );
          if (carry && to.intakeFormId) {
            await copyResponsesToSubject(innerCtx, "application", old.id, created.id, to.intakeFormId);
          }
          await recordActivity(innerCtx, old.id, "moved_to_funnel", {
            fromFunnelId: old.funnelId,
            toFunnelId: to.id,
            newApplicationId: created.id,
          });
          await recordActivity(innerCtx, created.id, "moved_from_funnel", {
            fromFunnelId: old.funnelId,
            fromApplicationId: old.id,
            answersCarried: carry ? 1 : 0,
          });
        },
      },
    );
    return next as ApplicationRow | null;
  });
  if (!created) throw new NotFoundError("Application");
  return applicationView(created);
}

const tagsInput = z.object({ tagIds: z.array(z.string().uuid()).max(50) });

/** Replaces the application's tags (application-kind tags; TAGS:APPLICATION:VIEW and APPLICATION_FLOW:EDIT). */
export async function setApplicationTags(
  ctx: ServiceContext,
  applicationId: string,
  tagIds: string[],
): Promise<ApplicationView> {
  const parsed = tagsInput.safeParse({ tagIds });
  if (!parsed.success) throw new ValidationError({ tagIds: "Choose at most 50 tags" });
  const row = await managed(ctx, applicationId, "APPLICATION_FLOW:EDIT");
  if (!(await holds(ctx, "TAGS:APPLICATION:VIEW"))) throw new ForbiddenError("You may not tag applications");
  const ids = [...new Set(parsed.data.tagIds)];
  await assertTagsOfKind(ctx, ids, ["application"]);
  await inTransaction(ctx.db, async (tx) => {
    await replaceApplicationTags(tx, ctx.tenant, row.id, ids);
    await updateApplication(tx, ctx.tenant, row.id, {});
    await recordActivity({ ...ctx, db: tx }, row.id, "tags_changed", { count: ids.length });
  });
  const fresh = await findApplication(ctx.db, ctx.tenant, row.id);
  return applicationView(fresh ?? row);
}
