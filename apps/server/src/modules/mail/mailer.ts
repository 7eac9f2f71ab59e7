import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { owned } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { outboxEmails } from "./mail.tables.ts";

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

export type Mailer = { send(db: Db, tenant: Tenant, email: OutgoingEmail): Promise<void> };

/**
 * Every e-mail is written to the outbox table. With SMTP_URL it is then delivered by
 * nodemailer and marked delivered (a failure is recorded, not thrown: the caller's answer
 * must not reveal whether an address exists). Without SMTP_URL the message, links
 * included, goes to the server log so that the demo works without a mail server.
 * The outbox keeps the message itself; attachments only travel with the delivery.
 */
export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(db, tenant, email) {
      const { kind, to, subject, text, html } = email;
      const [row] = await db
        .insert(outboxEmails)
        .values(owned(tenant, { kind, to, subject, text, html }))
        .returning({ id: outboxEmails.id });
      if (!transport) {
        options.log.info(
          { to: email.to, subject: email.subject },
          `E-mail (outbox, no SMTP_URL):\n${email.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...email });
        if (row) await markDelivered(db, row.id, null);
      } catch (error) {
        options.log.error({ err: error, to: email.to }, "e-mail delivery failed");
        if (row) await markDelivered(db, row.id, (error as Error).message);
      }
    },
  };
}

async function markDelivered(db: Db, id: string, error: string | null) {
  await db
    .update(outboxEmails)
    .set(error ? { error } : { deliveredAt: new Date() })
    .where(eq(outboxEmails.id, id));
}
