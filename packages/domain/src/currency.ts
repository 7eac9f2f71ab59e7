/**
 * The currencies an organisation may choose (spec-2 §9 "Currency options"), in the spec's
 * order and spelling: some entries (CFA, KOR, KR, PAN) are not ISO 4217 codes but the
 * product offers them, so they are kept. The default is USD.
 */
export const CURRENCIES = [
  "AED",
  "AUD",
  "BDT",
  "BHD",
  "CAD",
  "CFA",
  "CHF",
  "CLP",
  "CNY",
  "EUR",
  "GBP",
  "GHS",
  "HKD",
  "INR",
  "JPY",
  "KES",
  "KOR",
  "KR",
  "KRW",
  "MUR",
  "MXN",
  "MYR",
  "NZD",
  "OMR",
  "PAN",
  "QAR",
  "RUB",
  "SAR",
  "SGD",
  "TZS",
  "UAH",
  "UGX",
  "USD",
  "VND",
  "ZAR",
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = "USD";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}
