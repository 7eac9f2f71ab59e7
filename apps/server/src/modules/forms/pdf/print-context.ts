import { type Locale, toLanguageTag } from "@launchpad/domain";
import type { PdfMessages } from "./pdf-messages.ts";
import type { PdfWriter } from "./pdf-writer.ts";

/** What every block of the printed form needs: the page, the words, the language and the formats. */
export type PrintContext = {
  w: PdfWriter;
  m: PdfMessages;
  locale: Locale;
  /** The form's languages, for texts missing in `locale`. */
  fallback: readonly Locale[];
  /** Answers are printed (else blanks to fill by hand). */
  answered: boolean;
  formatNumber(value: number): string;
  /** An ISO date (yyyy-mm-dd) or timestamp, in the language's long style. */
  formatDate(iso: string): string;
  formatSize(bytes: number): string;
};

export function printContext(
  w: PdfWriter,
  m: PdfMessages,
  locale: Locale,
  fallback: readonly Locale[],
  answered: boolean,
): PrintContext {
  const tag = toLanguageTag(locale);
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 6 });
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
  return {
    w,
    m,
    locale,
    fallback,
    answered,
    formatNumber: (value) => numbers.format(value),
    formatDate: (iso) => {
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
      return Number.isNaN(date.getTime()) ? iso : dates.format(date);
    },
    formatSize: (bytes) =>
      bytes >= 1_048_576
        ? `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / 1_048_576)} MB`
        : `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`,
  };
}
