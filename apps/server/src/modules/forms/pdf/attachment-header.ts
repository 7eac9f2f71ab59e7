/**
 * RFC 6266: an ASCII `filename` for old browsers (anything else, quotes and backslashes as
 * "_") and the exact name as UTF-8 in `filename*`. Path separators become "-"; control and format
 * characters (bidi overrides that disguise an extension) go.
 */
export function attachmentHeader(name: string): string {
  const clean =
    name
      .replace(/[\p{Cc}\p{Cf}]/gu, "")
      .replace(/[/\\]/g, "-")
      .trim() || "form.pdf";
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
