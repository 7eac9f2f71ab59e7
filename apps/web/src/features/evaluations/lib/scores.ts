import type { IntlShape } from "react-intl";

/** A raw score or average, one decimal at most ("4", "3.5"); a dash when there is none. */
export function formatScore(intl: IntlShape, value: number | null | undefined): string {
  if (value === null || value === undefined) return "–";
  return intl.formatNumber(value, { maximumFractionDigits: 1 });
}

/**
 * A z-score (standard deviations from the evaluator's own mean), signed with two decimals:
 * "+1.00", "−0.50", "0.00".
 */
export function formatZ(intl: IntlShape, value: number | null | undefined): string {
  if (value === null || value === undefined) return "–";
  const rounded = Math.abs(value) < 0.005 ? 0 : value;
  return intl.formatNumber(rounded, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "exceptZero",
  });
}

/** A localised text ({ language: text }) in the interface's language, else English, else any. */
export function textIn(value: unknown, locale: string): string {
  if (!value || typeof value !== "object") return "";
  const text = value as Record<string, unknown>;
  const pick = text[locale] ?? text[locale.split("_")[0] ?? locale] ?? text.en ?? Object.values(text)[0];
  return typeof pick === "string" ? pick : "";
}

/** The next application to evaluate after `current` in the queue (to do, in order), or null. */
export function nextInQueue(
  queue: readonly { applicationId: string; toDo: boolean }[] | undefined,
  current: string,
): string | null {
  return queue?.find((item) => item.toDo && item.applicationId !== current)?.applicationId ?? null;
}

/** The refusal's reason code (extensions.reason) of an Apollo error, if any. */
export function reasonOf(error: unknown): string | null {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors;
  const reason = errors?.[0]?.extensions?.reason;
  return typeof reason === "string" ? reason : null;
}

/** The refusal's error name (extensions.name) of an Apollo error, if any. */
export function errorNameOf(error: unknown): string | null {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors;
  const name = errors?.[0]?.extensions?.name;
  return typeof name === "string" ? name : null;
}
