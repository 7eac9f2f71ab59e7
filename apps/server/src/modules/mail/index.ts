/**
 * The mail module's public surface. The mailer writes every e-mail to the outbox and delivers
 * it; the templates live with the modules that send them (`modules/<domain>/mail/`, see
 * docs/adding-a-module.md) and are defined with defineMailTemplate.
 */
export { meetingTime } from "./date-time.ts";
export {
  defineMailTemplate,
  type MailMessages,
  type MailTemplate,
  type MailValues,
  mailLocale,
} from "./mail-template.ts";
export { createMailer, type EmailAttachment, type Mailer, type OutgoingEmail } from "./mailer.ts";
