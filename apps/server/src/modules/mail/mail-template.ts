import { DEFAULT_LOCALE, isLocale, type Locale } from "@launchpad/domain";
import { renderLayout } from "./layout.ts";
import type { OutgoingEmail } from "./mailer.ts";

/**
 * A module's e-mail texts: `modules/<domain>/mail/locales/<locale>.json`, one flat object
 * per locale (message id → text), typed by English. Ids are `<kind>.<part>`; `{value}`
 * placeholders are filled from the template's values. mail-locales.test.ts checks that every
 * locale has exactly the English ids with the same placeholders.
 */
export type MailMessages<Id extends string = string> = Record<Locale, Record<Id, string>>;

/** The parts every template has besides its body paragraphs. */
type FixedPart = "subject" | "action" | "footer";

export type MailTemplate<Value extends string = string> = {
  /** Its name in the outbox (`outbox_emails.kind`), unique across the server. */
  kind: string;
  /** The placeholders its texts may use (`link` is the layout's own). */
  values: readonly Value[];
  /** Every message id it reads, for the completeness test. */
  messageIds: readonly string[];
  messages: MailMessages;
  /** A term of the template (a word it puts into a value, e.g. a role's name) in `language`. */
  term(language: string | null | undefined, term: string): string;
  /** The e-mail to `to` in `language` (the recipient's, else English). */
  render(language: string | null | undefined, to: string, values: MailValues<Value>): OutgoingEmail;
};

export type MailValues<Value extends string> = Record<Value | "link", string>;

/** The locale of an e-mail: the recipient's language when it is one we have, else English. */
export const mailLocale = (language: string | null | undefined): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

/**
 * One e-mail template, in `modules/<domain>/mail/<template>.mail.ts`, imported by the service
 * that sends it. Its texts are `<kind>.subject`, one `<kind>.<part>` per body paragraph (in
 * order, before the link), `<kind>.action` (the link's text) and `<kind>.footer` (after the
 * link) in the module's `messages`; the compiler checks that English has them all.
 */
export function defineMailTemplate<
  const Kind extends string,
  const Part extends string,
  const Value extends string,
  const Term extends string = never,
>(definition: {
  kind: Kind;
  values: readonly Value[];
  body: readonly Part[];
  /** Words the sender translates into a value (`<kind>.term.<term>`), e.g. built-in role names. */
  terms?: readonly Term[];
  messages: NoInfer<MailMessages<`${Kind}.${Part | FixedPart}` | `${Kind}.term.${Term}`>>;
}): MailTemplate<Value> {
  const { kind, values, body, messages } = definition;
  const terms: readonly string[] = definition.terms ?? [];
  return {
    kind,
    values,
    messageIds: [
      `${kind}.subject`,
      ...body.map((part) => `${kind}.${part}`),
      `${kind}.action`,
      `${kind}.footer`,
      ...terms.map((term) => `${kind}.term.${term}`),
    ],
    messages,
    term(language, term) {
      const id = `${kind}.term.${term}`;
      const locale = mailLocale(language);
      return (
        (messages[locale] as Record<string, string | undefined>)[id] ??
        messages.en[id as keyof typeof messages.en] ??
        term
      );
    },
    render(language, to, filled) {
      const locale = mailLocale(language);
      const text = (part: Part | FixedPart) =>
        messages[locale][`${kind}.${part}`].replace(
          /\{(\w+)\}/g,
          (_, key: string) => (filled as Record<string, string | undefined>)[key] ?? "",
        );
      const layout = renderLayout(locale, {
        paragraphs: body.map(text),
        link: filled.link,
        action: text("action"),
        footer: text("footer"),
      });
      return { kind, to, subject: text("subject"), ...layout };
    },
  };
}
