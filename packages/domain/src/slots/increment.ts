/**
 * The step between two slot starts (spec-2 §5 "Slot generation"; spec-1 §9 "Meeting slot
 * increment"):
 * - the given increment (the host's or the event's timeslotIncrement) wins;
 * - otherwise 15 minutes if the duration divides by 15, else the first of 20, 10 and 5 that
 *   divides it. A duration none of them divides (not one of the spec-2 §9 options) steps by 5,
 *   the grid slot starts are rounded to.
 */
export const DEFAULT_INCREMENTS_MINUTES = [15, 20, 10, 5] as const;

function checkMinutes(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number`);
}

export function slotIncrementMinutes(durationMinutes: number, givenIncrement?: number | null): number {
  checkMinutes("durationMinutes", durationMinutes);
  if (givenIncrement !== undefined && givenIncrement !== null) {
    checkMinutes("incrementMinutes", givenIncrement);
    return givenIncrement;
  }
  return DEFAULT_INCREMENTS_MINUTES.find((step) => durationMinutes % step === 0) ?? 5;
}
