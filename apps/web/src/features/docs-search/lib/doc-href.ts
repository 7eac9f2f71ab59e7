/**
 * Where a link of a documentation page may go. Only these are links; anything else
 * (javascript:, data:, a path outside the app) is shown as plain text.
 */
export type DocHref = { kind: "page"; to: string } | { kind: "external"; href: string };

const OTHER_DOC = /^([a-z0-9-]+)\.md(#[\w-]+)?$/i;

export function resolveDocHref(href: string): DocHref | null {
  const doc = OTHER_DOC.exec(href);
  if (doc) return { kind: "page", to: `/docs/${doc[1]}${doc[2] ?? ""}` };
  if (/^#[\w-]+$/.test(href)) return { kind: "page", to: href };
  if (/^\/(?!\/)[\w\-./?=&#%]*$/.test(href)) return { kind: "page", to: href };
  if (/^(https?:\/\/|mailto:)/i.test(href)) return { kind: "external", href };
  return null;
}
