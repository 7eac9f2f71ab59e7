import { inTransaction } from "../../db/client.ts";
import { defineJob } from "../jobs/index.ts";
import { recordActivity } from "./activity.service.ts";
import { findApplication, findApplicationEmail, markApplicationEmail } from "./applications.repository.ts";
import type { ApplicationEmailRow, ApplicationRow } from "./applications.tables.ts";
import { findRoundEmail } from "./funnels.repository.ts";
import type { MergeValues } from "./mail-templates.ts";
import { type MailContext, renderRoundEmail } from "./round-mail.render.ts";
import { applyEvent } from "./status.service.ts";

/**
 * A scheduled round e-mail's send, at its `scheduledFor` (queued by sendRoundEmail). Nothing
 * happens when it was cancelled (reset, moved, deleted) or sent. A rejection e-mail of a
 * delay_rejected application makes it rejected (REJECTION_SENT), in the same transaction.
 */
export const roundMailJob = defineJob<{
  applicationEmailId: string;
  origin?: string;
  reviewerComments?: string;
}>({
  kind: "applications.roundMail",
  async run({ applicationEmailId, origin, reviewerComments }, ctx) {
    await inTransaction(ctx.db, async (tx) => {
      const mailCtx = { ...ctx, db: tx, ...(origin ? { request: { origin } } : {}) };
      const scheduled = await findApplicationEmail(tx, ctx.tenant, applicationEmailId);
      if (!scheduled) return;
      const application = await findApplication(tx, ctx.tenant, scheduled.applicationId, true);
      if (!application) return;
      const sent = await sendScheduledEmail(
        mailCtx,
        scheduled,
        application,
        reviewerComments ? { reviewerComments } : {},
      );
      if (sent && scheduled.kind === "rejection" && application.status === "delay_rejected") {
        await applyEvent(mailCtx, application.id, { type: "REJECTION_SENT" }, { actorId: null });
      }
    });
  },
});

/**
 * The scheduled e-mail's send (round-mail.job.ts): rendered now with the current values,
 * written to the outbox, marked sent. False when it was cancelled, sent, or is gone.
 */
export async function sendScheduledEmail(
  ctx: MailContext,
  scheduled: ApplicationEmailRow,
  application: ApplicationRow,
  extra: Partial<MergeValues>,
): Promise<boolean> {
  if (scheduled.sentAt || scheduled.cancelledAt || !scheduled.roundEmailId) return false;
  const email = await findRoundEmail(ctx.db, ctx.tenant, scheduled.roundEmailId);
  if (!email) return false;
  const rendered = await renderRoundEmail(ctx, application, email, extra);
  if (!rendered) return false;
  await ctx.mailer.send(ctx.db, ctx.tenant, rendered.outgoing);
  await markApplicationEmail(ctx.db, ctx.tenant, scheduled.id, { sentAt: ctx.clock.now() });
  await recordActivity(
    ctx,
    application.id,
    "email_sent",
    { kind: scheduled.kind, emailId: scheduled.id },
    null,
  );
  return true;
}
