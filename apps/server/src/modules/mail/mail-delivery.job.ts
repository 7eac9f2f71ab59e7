import { defineJob } from "../jobs/index.ts";

/**
 * Delivers one outbox e-mail (decision 017). Retried 9 times after 5 s, 10 s, 20 s, … (about
 * 43 minutes in all) while SMTP fails; then it is failed and an admin may retry it.
 */
export const deliverMailJob = defineJob<{ outboxId: string }>({
  kind: "mail.deliver",
  retry: { limit: 9, backoffSeconds: 5 },
  run: ({ outboxId }, ctx) => ctx.mailer.deliver(ctx, outboxId),
});
