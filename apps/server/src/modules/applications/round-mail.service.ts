import type { RoundEmailKind } from "@launchpad/domain/applications";
import type { Db } from "../../db/client.ts";
import { recordActivity } from "./activity.service.ts";
import { insertApplicationEmail } from "./applications.repository.ts";
import type { ApplicationRow, RoundEmailRow } from "./applications.tables.ts";
import { findRound, findRoundEmail, roundEmailsOf } from "./funnels.repository.ts";
import type { MergeValues } from "./mail-templates.ts";
import { roundMailJob } from "./round-mail.job.ts";
import { type MailContext, renderRoundEmail } from "./round-mail.render.ts";

export { localized, type MailContext } from "./round-mail.render.ts";

export type RoundMailOptions = {
  /** This round e-mail (a rejection's reason) rather than the round's first of the kind. */
  roundEmailId?: string;
  /** Merge values the caller knows (reviewerComments with a decision). */
  extra?: Partial<MergeValues>;
};

/**
 * Sends (or schedules) the application's round e-mail of `kind` (lane D, docs/application-file.md):
 * the given round e-mail, else the first of that kind of the application's current round.
 * Timing "never" or no such e-mail: "none". "now": rendered in the applicant's language with
 * the merge values and written to the outbox with `ctx.db` (inside the caller's transaction it
 * goes only if that commits); "scheduled": an application_emails row for `delayHours` later
 * and a job that renders and sends it then. Each is recorded in the application's e-mails and
 * activity.
 */
export async function sendRoundEmail(
  ctx: MailContext,
  application: ApplicationRow,
  kind: RoundEmailKind,
  opts: RoundMailOptions = {},
): Promise<"sent" | "scheduled" | "none"> {
  const email = await pickEmail(ctx.db, ctx, application, kind, opts.roundEmailId);
  if (!email || email.timing === "never") return "none";
  const now = ctx.clock.now();
  const rendered = await renderRoundEmail(ctx, application, email, opts.extra ?? {});
  if (!rendered) return "none";
  if (email.timing === "scheduled" && email.delayHours > 0) {
    const scheduledFor = new Date(now.getTime() + email.delayHours * 3_600_000);
    const row = await insertApplicationEmail(ctx.db, ctx.tenant, {
      applicationId: application.id,
      roundEmailId: email.id,
      kind,
      to: rendered.to,
      subject: rendered.subject,
      scheduledFor,
      sentAt: null,
    });
    await ctx.jobs.enqueue(
      ctx.db,
      ctx.tenant,
      roundMailJob,
      {
        applicationEmailId: row.id,
        ...(ctx.request?.origin ? { origin: ctx.request.origin } : {}),
        ...(opts.extra?.reviewerComments ? { reviewerComments: opts.extra.reviewerComments } : {}),
      },
      { runAt: scheduledFor },
    );
    await recordActivity(ctx, application.id, "email_scheduled", {
      kind,
      emailId: row.id,
      scheduledFor: scheduledFor.toISOString(),
    });
    return "scheduled";
  }
  await ctx.mailer.send(ctx.db, ctx.tenant, rendered.outgoing);
  const row = await insertApplicationEmail(ctx.db, ctx.tenant, {
    applicationId: application.id,
    roundEmailId: email.id,
    kind,
    to: rendered.to,
    subject: rendered.subject,
    scheduledFor: now,
    sentAt: now,
  });
  await recordActivity(ctx, application.id, "email_sent", { kind, emailId: row.id });
  return "sent";
}

async function pickEmail(
  db: Db,
  ctx: MailContext,
  application: ApplicationRow,
  kind: RoundEmailKind,
  roundEmailId: string | undefined,
): Promise<RoundEmailRow | null> {
  if (roundEmailId) {
    const email = await findRoundEmail(db, ctx.tenant, roundEmailId);
    if (!email || email.kind !== kind) return null;
    // Only an e-mail of one of the application's funnel's rounds.
    const round = await findRound(db, ctx.tenant, email.roundId);
    return round && round.funnelId === application.funnelId ? email : null;
  }
  if (!application.roundId) return null;
  const emails = await roundEmailsOf(db, ctx.tenant, application.roundId);
  return emails.find((e) => e.kind === kind) ?? null;
}
