/**
 * The attendee list as CSV (RFC 4180: CRLF lines, fields quoted when they hold a comma, quote
 * or line break, quotes doubled). A cell that a spreadsheet would read as a formula (starting
 * with = + - @, a tab or a carriage return) is prefixed with ' (OWASP CSV injection).
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(rows: (string | number | null | undefined)[][]): string {
  return `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A file name from a title: letters, digits and dashes only. */
export function csvFileName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return `${base || "event"}-attendees.csv`;
}
