import { eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { type Db, inTransaction } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import type { JobQueue } from "../jobs/index.ts";
import { outboxEmails } from "./mail.tables.ts";
import { deliverMailJob } from "./mail-delivery.job.ts";

/** A file sent with an e-mail, e.g. a meeting's invite.ics (contentType text/calendar). */
export type EmailAttachment = { filename: string; content: string; contentType: string };

export type OutgoingEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

export type Mailer = {
  /**
   * Writes the e-mail to the outbox and queues its delivery, both with `db`: inside the
   * caller's transaction, the e-mail exists (and goes) only if that transaction commits.
   */
  send(db: Db, tenant: Tenant, email: OutgoingEmail): Promise<void>;
  /** The delivery job's work: sends an outbox e-mail not yet delivered, then marks it delivered. */
  deliver(ctx: { db: Db; tenant: Tenant }, outboxId: string): Promise<void>;
};

/**
 * Every e-mail is written to the outbox table with its delivery job (decision 017). The job
 * delivers it with nodemailer when SMTP_URL is set and marks it delivered; an SMTP failure is
 * recorded on the row and the job retries it with backoff. Without SMTP_URL the message, links
 * included, goes to the server log so that the demo works without a mail server. Each message
 * carries a Message-ID made from its outbox id, the same on every attempt.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  jobs: JobQueue;
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // A dead server fails the attempt quickly; the job tries again later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? "launchpad.invalid";
  return {
    async send(db, tenant, email) {
      const { kind, to, subject, text, html, attachments } = email;
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(outboxEmails)
          .values(owned(tenant, { kind, to, subject, text, html, attachments: attachments ?? null }))
          .returning({ id: outboxEmails.id });
        if (row) await options.jobs.enqueue(tx, tenant, deliverMailJob, { outboxId: row.id });
      });
    },
    async deliver({ db, tenant }, outboxId) {
      const [email] = await db
        .select()
        .from(outboxEmails)
        .where(scoped(outboxEmails, tenant, eq(outboxEmails.id, outboxId)));
      // Delivered already (an earlier attempt whose job was not marked done), or gone.
      if (!email || email.deliveredAt) return;
      if (!transport) {
        options.log.info(
          { to: email.to, subject: email.subject },
          `E-mail (outbox, no SMTP_URL):\n${email.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments ?? undefined,
          messageId: `<${email.id}@${domain}>`,
        });
      } catch (error) {
        options.log.error({ err: error, to: email.to }, "e-mail delivery failed; it will be retried");
        await db
          .update(outboxEmails)
          .set({ error: (error as Error).message })
          .where(scoped(outboxEmails, tenant, eq(outboxEmails.id, email.id)));
        throw error;
      }
      await db
        .update(outboxEmails)
        .set({ deliveredAt: new Date(), error: null })
        .where(scoped(outboxEmails, tenant, eq(outboxEmails.id, email.id), isNull(outboxEmails.deliveredAt)));
    },
  };
}
