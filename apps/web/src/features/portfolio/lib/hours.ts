/**
 * The hours balance of a connection as a reader takes it in: amounts in hours and minutes
 * ("3 h 30 min"), and the bar's shares of the allocation (spec-2 §9: MINUTES_ALLOCATED,
 * MINUTES_USED, MINUTES_PENDING; remaining = allocated − used − pending).
 */

export type HoursAndMinutes = { hours: number; minutes: number };

/** Whole minutes split into hours and the minutes left over (negatives read as 0). */
export function splitMinutes(total: number): HoursAndMinutes {
  const minutes = Math.max(0, Math.round(total));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Which message spells an amount: "3 h 30 min", "5 h", "45 min" (and "0 min"). */
export type AmountMessage = "hoursAndMinutes" | "hours" | "minutes";

export function amountMessageOf({ hours, minutes }: HoursAndMinutes): AmountMessage {
  if (hours === 0) return "minutes";
  return minutes === 0 ? "hours" : "hoursAndMinutes";
}

export type BalanceShares = {
  /** Percentages of the allocation, 0–100, used + pending ≤ 100. */
  used: number;
  pending: number;
};

/**
 * The bar's sections. Without hour allocation required the minutes booked may pass the
 * allocation: the bar fills up and stops there. Null when nothing is allocated (no bar).
 */
export function balanceShares(allocated: number, used: number, pending: number): BalanceShares | null {
  if (allocated <= 0) return null;
  const share = (minutes: number) => (Math.max(0, minutes) / allocated) * 100;
  const usedShare = Math.min(100, share(used));
  return { used: usedShare, pending: Math.min(100 - usedShare, share(pending)) };
}
