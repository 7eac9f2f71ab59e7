import { type ApplicationEvent, type ApplicationStatus, transition } from "@launchpad/domain/applications";
import type { NotificationType } from "@launchpad/domain/notifications";
import { type Db, inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { ConflictError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { notify } from "../notifications/index.ts";
import { usersByIds } from "../users/index.ts";
import { recordActivity } from "./activity.service.ts";
import {
  type ApplicationPatch,
  closeOpenRound,
  findApplication,
  openRound,
  updateApplication,
} from "./applications.repository.ts";
import type { ApplicationRoundRow, ApplicationRow } from "./applications.tables.ts";
import { findFunnel } from "./funnels.repository.ts";

/** What a status change needs besides the tenant's database: pub/sub and jobs (notify), the mailer, the log. */
export type StatusContext = ServiceContext & Pick<Services, "pubsub" | "jobs" | "mailer" | "log">;

/** An event the application's status does not accept (decision 045's table). */
export class IllegalTransitionError extends ConflictError {
  constructor(from: ApplicationStatus, event: ApplicationEvent["type"]) {
    super(`An application that is ${from.replace("_", " ")} cannot do this (${event})`, {
      reason: "ILLEGAL_TRANSITION",
      from,
      event,
    });
  }
}

export type ApplyEventOptions = {
  /** The round the application is in after the event (ENTER_ROUND, RESET): its path gains an entry. */
  roundId?: string;
  /** Who did it (default: the viewer; null: the system, e.g. a job). */
  actorId?: string | null;
  /** How the open round entry is closed (default: by event — accepted, rejected, reset, moved). */
  outcome?: NonNullable<ApplicationRoundRow["outcome"]>;
  /** More columns written with the status (rejectionEmailId, startupId …). */
  patch?: ApplicationPatch;
  /** No notification (a move to another funnel rejects the old application quietly). */
  silent?: boolean;
  /** Work done in the same transaction after the status is written (enrolment, e-mails). */
  within?: (tx: Db, row: ApplicationRow) => Promise<void>;
};

/** How the event closes the round the application was in (null: it stays open). */
function outcomeOf(event: ApplicationEvent, roundChanges: boolean): ApplicationRoundRow["outcome"] {
  switch (event.type) {
    case "ENTER_ROUND":
      return roundChanges ? "accepted" : null;
    case "ACCEPT_FINAL":
      return "accepted";
    case "REJECT":
      return "rejected";
    case "RESET":
      return "reset";
    default:
      return null;
  }
}

/** The notification the applicant gets for the event (null: none; a delayed rejection waits for its e-mail). */
function notificationOf(event: ApplicationEvent): NotificationType | null {
  switch (event.type) {
    case "ACCEPT_FINAL":
      return "approvalApplication";
    case "REJECT":
      return event.delayed ? null : "denialApplication";
    case "REJECTION_SENT":
      return "denialApplication";
    case "ENTER_ROUND":
    case "INVITE":
    case "RESET":
      return "changeApplicationStatus";
    default:
      return null;
  }
}

/**
 * The one writer of an application's status (decision 045): in one transaction it locks the
 * row, asks the domain's `transition` (an illegal event → IllegalTransitionError, nothing
 * written), writes the status (and the round with `roundId`), closes the open entry of the
 * application's path and opens the new round's, records the activity and runs `within`;
 * after the commit it notifies the applicant (changeApplicationStatus, approvalApplication,
 * denialApplication). Authorisation is the caller's.
 */
export async function applyEvent(
  ctx: StatusContext,
  applicationId: string,
  event: ApplicationEvent,
  opts: ApplyEventOptions = {},
): Promise<ApplicationRow> {
  const now = ctx.clock.now();
  const actorId = opts.actorId === undefined ? (ctx.viewer?.id ?? null) : opts.actorId;
  const { before, after } = await inTransaction(ctx.db, async (tx) => {
    const row = await findApplication(tx, ctx.tenant, applicationId, true);
    if (!row) throw new NotFoundError("Application");
    const result = transition(row.status, event);
    if (!result.ok) throw new IllegalTransitionError(row.status, event.type);
    const roundChanges = opts.roundId !== undefined && opts.roundId !== row.roundId;
    const patch: ApplicationPatch = { ...opts.patch, status: result.status };
    if (opts.roundId !== undefined) patch.roundId = opts.roundId;
    if (event.type === "SUBMIT") patch.submittedAt = now;
    if (event.type === "ACCEPT_FINAL" || event.type === "REJECT") patch.decidedAt = now;
    if (event.type === "RESET") {
      patch.decidedAt = null;
      patch.submittedAt = null;
      patch.rejectionEmailId = null;
    }
    const updated = await updateApplication(tx, ctx.tenant, row.id, patch);
    if (!updated) throw new NotFoundError("Application");
    const outcome = opts.outcome ?? outcomeOf(event, roundChanges || event.type === "RESET");
    if (outcome) await closeOpenRound(tx, ctx.tenant, row.id, { leftAt: now, outcome, decidedBy: actorId });
    if (opts.roundId && (roundChanges || event.type === "RESET" || outcome)) {
      await openRound(tx, ctx.tenant, row.id, opts.roundId, now);
    }
    const txCtx = { ...ctx, db: tx };
    await recordActivity(
      txCtx,
      row.id,
      "status_changed",
      { from: row.status, to: result.status, event: event.type, roundId: updated.roundId },
      actorId,
    );
    if (opts.within) await opts.within(tx, updated);
    return { before: row, after: updated };
  });
  const type = opts.silent ? null : notificationOf(event);
  if (type && before.status !== after.status) await notifyApplicant(ctx, after, type);
  else if (type && event.type === "ENTER_ROUND" && before.roundId !== after.roundId) {
    await notifyApplicant(ctx, after, type);
  }
  return after;
}

/** The applicant's notification of their application's change (names as they are now). */
async function notifyApplicant(ctx: StatusContext, application: ApplicationRow, type: NotificationType) {
  try {
    const [applicant] = await usersByIds(ctx, [application.applicantId]);
    const funnel = await findFunnel(ctx.db, ctx.tenant, application.funnelId);
    const language = applicant?.language ?? "en";
    const programName = funnel
      ? (funnel.displayName[language] ??
        funnel.displayName.en ??
        Object.values(funnel.displayName)[0] ??
        funnel.name)
      : "";
    await notify(ctx, {
      type,
      userIds: [application.applicantId],
      payload: { applicationId: application.id, programName, status: application.status },
    });
  } catch (error) {
    // The change is committed; a failed notification is logged, not the caller's error.
    ctx.log.error({ err: error, applicationId: application.id }, "application notification failed");
  }
}
