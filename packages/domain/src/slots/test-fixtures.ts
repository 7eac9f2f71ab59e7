/** Shared builders for the slot tests: UTC times written as "2025-06-02 09:00". */
import type { HostAvailability, Slot, SlotQuery } from "./free-slots.ts";
import type { WeeklyRange } from "./weekly-hours.ts";

/** "2025-03-08 14:00" (UTC) ↔ ms. Expected slots are written in UTC, local time in comments. */
export const at = (text: string) => Date.parse(`${text.replace(" ", "T")}:00Z`);
export const show = (slots: readonly Slot[]) =>
  slots.map((s) => new Date(s.start).toISOString().slice(0, 16).replace("T", " "));
/** "2025-06-02 09:00 09:15 10:00" → three starts on one UTC date. */
export const day = (text: string) => {
  const [date, ...times] = text.split(" ");
  return times.map((time) => `${date} ${time}`);
};
export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
export const daily = (from: string, to: string): WeeklyRange[] =>
  ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({
    weekday,
    startMinute: minutes(from),
    endMinute: minutes(to),
  }));
export const host = (
  hostId: string,
  timeZone: string,
  extra: Partial<HostAvailability> = {},
): HostAvailability => ({
  hostId,
  timeZone,
  weeklyHours: daily("09:00", "12:00"),
  ...extra,
});
export const between = (from: string, to: string) => ({ start: at(from), end: at(to) });
export const query = (window: { start: number; end: number }, extra: Partial<SlotQuery> = {}): SlotQuery => ({
  now: at("2025-01-01 00:00"),
  window,
  durationMinutes: 30,
  ...extra,
});
