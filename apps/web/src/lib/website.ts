/**
 * A startup's website as its owners typed it: "https://nimbus.example", "nimbus.example".
 * Only web addresses become links (never javascript: or other schemes); an address
 * without a scheme is taken as https.
 */
export type WebsiteLink = { href: string; label: string };

export function websiteLink(website: string | null | undefined): WebsiteLink | null {
  const text = website?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const path = url.pathname === "/" ? "" : url.pathname;
  return { href: url.href, label: `${url.host}${path}${url.search}`.replace(/^www\./, "") };
}
