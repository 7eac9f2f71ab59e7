/**
 * Only a path of this site is followed after signing in, as the web app's own return path
 * does: "//evil.example", absolute URLs, and paths a browser reads as another host
 * ("/\evil.example", "/\t/evil.example") all become "/".
 */
const SAME_SITE = "https://launchpad.invalid";

export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  try {
    // The WHATWG parser applies the browser's own leniencies ("\" as "/", tabs dropped).
    return new URL(value, SAME_SITE).origin === SAME_SITE ? value : "/";
  } catch {
    return "/";
  }
}
