import { DECIDABLE, type RoundEmailKind } from "@launchpad/domain/applications";
import type { Db } from "../../db/client.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { announceAccessChanged } from "../roles/index.ts";
import { mayManage, readerOf } from "./application-access.ts";
import { type ApplicationView, applicationView } from "./application-views.ts";
import { commentsOf, findApplication, updateApplication } from "./applications.repository.ts";
import type { ApplicationRow, FunnelRoundRow } from "./applications.tables.ts";
import { type Enrolment, enrol } from "./enrol.ts";
import { findFunnel, findRound, findRoundEmail, roundEmailsOf, roundsOf } from "./funnels.repository.ts";
import { type MailContext, sendRoundEmail } from "./round-mail.service.ts";
import { applyEvent, IllegalTransitionError } from "./status.service.ts";

/**
 * Staff's decisions on an application (lane D, docs/application-file.md): accept the round
 * (the next round, or the final acceptance with enrolment), reject (the reason picks the
 * rejection e-mail), move to a round. Each is one transaction through `applyEvent`, with its
 * e-mails written to the outbox in it. With a viewer, the viewer must hold the key on the
 * application's funnel (APPLICATION/DECIDE_ROUND:VIEW; moving: APPLICATION_FLOW:EDIT) — a
 * batch job run as the requester checks per item; a system job (no viewer) is not checked.
 */
export type DecideContext = MailContext;

export type DecideOptions = { includeReviewerComments?: boolean };

async function authorised(
  ctx: DecideContext,
  applicationId: string,
  key: "APPLICATION/DECIDE_ROUND:VIEW" | "APPLICATION_FLOW:EDIT",
) {
  const row = await findApplication(ctx.db, ctx.tenant, applicationId);
  if (!row) throw new NotFoundError("Application");
  if (ctx.viewer) {
    if (!(await readerOf(ctx, row))) throw new NotFoundError("Application");
    if (!(await mayManage(ctx, row, key))) throw new ForbiddenError("You may not decide on this application");
  }
  return row;
}

/** The comments marked for the applicant, oldest first, as the {{ reviewerComments }} merge value. */
async function reviewerComments(db: Db, ctx: DecideContext, applicationId: string): Promise<string> {
  const comments = await commentsOf(db, ctx.tenant, applicationId);
  return comments
    .filter((c) => c.forApplicant)
    .reverse()
    .map((c) => c.body.trim())
    .join("\n\n");
}

async function firstEmailId(db: Db, ctx: DecideContext, roundId: string | null, kind: RoundEmailKind) {
  if (!roundId) return undefined;
  return (await roundEmailsOf(db, ctx.tenant, roundId)).find((e) => e.kind === kind)?.id;
}

/**
 * After the application entered `round` (in the transaction): a form round's invitation
 * e-mail tells the applicant there is a form to fill; a meeting round's invitation goes with
 * the meeting invitation (invitations.service), an evaluation round has none.
 */
async function announceRound(ctx: DecideContext, tx: Db, row: ApplicationRow, round: FunnelRoundRow) {
  if (round.type === "form") await sendRoundEmail({ ...ctx, db: tx }, row, "invitation");
}

/**
 * Accepts the application's current round: into the next round by position (ENTER_ROUND), or,
 * in the last round, the final acceptance (ACCEPT_FINAL) with the enrolment (enrol.ts), in
 * one transaction. The round's acceptance e-mail goes out (or is scheduled) with it.
 */
export async function acceptRound(
  ctx: DecideContext,
  applicationId: string,
  opts: DecideOptions = {},
): Promise<ApplicationView> {
  const row = await authorised(ctx, applicationId, "APPLICATION/DECIDE_ROUND:VIEW");
  // A draft has nothing submitted to accept (decision 045's DECIDABLE): moving it is staff's move.
  if (!DECIDABLE.includes(row.status)) throw new IllegalTransitionError(row.status, "ENTER_ROUND");
  const funnel = await findFunnel(ctx.db, ctx.tenant, row.funnelId);
  if (!funnel) throw new NotFoundError("Funnel");
  const rounds = await roundsOf(ctx.db, ctx.tenant, row.funnelId);
  const index = rounds.findIndex((r) => r.id === row.roundId);
  if (index < 0)
    throw new ConflictError("The application is in no round of its funnel", { reason: "NO_ROUND" });
  const next = rounds[index + 1];
  const extra = opts.includeReviewerComments
    ? { reviewerComments: await reviewerComments(ctx.db, ctx, row.id) }
    : undefined;
  const acceptanceId = await firstEmailId(ctx.db, ctx, row.roundId, "acceptance");
  let enrolment: Enrolment | null = null;
  const updated = next
    ? await applyEvent(
        ctx,
        row.id,
        { type: "ENTER_ROUND", roundType: next.type },
        {
          roundId: next.id,
          outcome: "accepted",
          within: async (tx, after) => {
            if (acceptanceId) {
              await sendRoundEmail({ ...ctx, db: tx }, after, "acceptance", {
                roundEmailId: acceptanceId,
                extra,
              });
            }
            await announceRound(ctx, tx, after, next);
          },
        },
      )
    : await applyEvent(
        ctx,
        row.id,
        { type: "ACCEPT_FINAL" },
        {
          within: async (tx, after) => {
            enrolment = await enrol(ctx, tx, after, funnel);
            if (enrolment.startupId) {
              await updateApplication(tx, ctx.tenant, after.id, { startupId: enrolment.startupId });
            }
            if (acceptanceId) {
              await sendRoundEmail({ ...ctx, db: tx }, after, "acceptance", {
                roundEmailId: acceptanceId,
                extra,
              });
            }
          },
        },
      );
  const done = enrolment as Enrolment | null;
  if (done?.roleId) announceAccessChanged(ctx, { userId: row.applicantId, reason: "ROLE_CHANGED" });
  return applicationView(done?.startupId ? { ...updated, startupId: done.startupId } : updated);
}

/**
 * Rejects the application. The rejection e-mail (the reason staff picked) must be one of the
 * funnel's rejection e-mails; its timing decides: "now" → rejected and sent; "scheduled" →
 * delay_rejected until the job sends it; "never" or no e-mail → rejected, nothing sent.
 */
export async function rejectApplication(
  ctx: DecideContext,
  applicationId: string,
  input: { rejectionEmailId: string | null; includeReviewerComments: boolean },
): Promise<ApplicationView> {
  const row = await authorised(ctx, applicationId, "APPLICATION/DECIDE_ROUND:VIEW");
  let delayed = false;
  if (input.rejectionEmailId) {
    const email = await findRoundEmail(ctx.db, ctx.tenant, input.rejectionEmailId);
    const round = email ? await findRound(ctx.db, ctx.tenant, email.roundId) : null;
    if (email?.kind !== "rejection" || round?.funnelId !== row.funnelId) {
      throw new ValidationError({ rejectionEmailId: "Choose one of this funnel's rejection e-mails" });
    }
    delayed = email.timing === "scheduled" && email.delayHours > 0;
  }
  const extra = input.includeReviewerComments
    ? { reviewerComments: await reviewerComments(ctx.db, ctx, row.id) }
    : undefined;
  const updated = await applyEvent(
    ctx,
    row.id,
    { type: "REJECT", delayed },
    {
      patch: { rejectionEmailId: input.rejectionEmailId },
      within: async (tx, after) => {
        if (input.rejectionEmailId) {
          await sendRoundEmail({ ...ctx, db: tx }, after, "rejection", {
            roundEmailId: input.rejectionEmailId,
            extra,
          });
        }
      },
    },
  );
  return applicationView(updated);
}

/** Moves the application to another round of its funnel (staff's move; outcome "moved"). */
export async function moveToRound(
  ctx: DecideContext,
  applicationId: string,
  roundId: string,
): Promise<ApplicationView> {
  const row = await authorised(ctx, applicationId, "APPLICATION_FLOW:EDIT");
  const round = await findRound(ctx.db, ctx.tenant, roundId);
  if (!round || round.funnelId !== row.funnelId) {
    throw new ValidationError({ roundId: "Choose a round of the application's funnel" });
  }
  if (round.id === row.roundId) {
    throw new ConflictError("The application is already in this round", { reason: "SAME_ROUND" });
  }
  const updated = await applyEvent(
    ctx,
    row.id,
    { type: "ENTER_ROUND", roundType: round.type },
    { roundId: round.id, outcome: "moved", within: (tx, after) => announceRound(ctx, tx, after, round) },
  );
  return applicationView(updated);
}
