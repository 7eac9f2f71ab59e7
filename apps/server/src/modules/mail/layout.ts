import { directionOf, type Locale, toLanguageTag } from "@launchpad/domain";

/** What every e-mail is made of, already in the recipient's language. */
export type MailContent = {
  /** The paragraphs before the link. */
  paragraphs: string[];
  link: string;
  /** The link's text in the HTML version. */
  action: string;
  /** The paragraph after the link, greyed in HTML. */
  footer: string;
};

/**
 * The layout shared by all e-mails: plain text (paragraphs, the bare link, the footer) and a
 * minimal HTML version with the same content, in the locale's language and direction.
 */
export function renderLayout(locale: Locale, content: MailContent): { text: string; html: string } {
  const { paragraphs, link, action, footer } = content;
  const text = [...paragraphs, link, "", footer].join("\n\n");
  const html = [
    `<!doctype html><html lang="${toLanguageTag(locale)}" dir="${directionOf(locale)}"><body style="font-family:sans-serif">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
