import { type LocalDate, utcToZoned } from "@launchpad/domain";
import type { FreeSlots, Slot } from "./types.ts";

/**
 * The slots the booker may pick, from each host's free slots (seconds on the wire).
 * - With several hosts, a start is offered only when every host is free then: the booking
 *   needs them all (createCalendarEvent books a free slot of every host).
 * - A slot lasts the chosen duration (spec-1 §5: offered slots last at least the meeting's
 *   duration; the server already answers for that duration).
 * - Slots are listed under the local date, in the viewer's zone, they start on.
 */
export function bookableSlots(
  answers: readonly FreeSlots[],
  hostIds: readonly string[],
  duration: number,
): Slot[] {
  const hosts = [...new Set(hostIds)];
  if (hosts.length === 0) return [];
  const startsOf = (hostId: string) =>
    new Set(
      answers.filter((answer) => answer.customerId === hostId).flatMap((a) => a.slots.map((s) => s.start)),
    );
  const [first, ...others] = hosts.map(startsOf) as [Set<number>, ...Set<number>[]];
  const location =
    answers.find((answer) => answer.supportedLocations.length > 0)?.supportedLocations[0] ?? null;
  return [...first]
    .filter((start) => others.every((starts) => starts.has(start)))
    .sort((a, b) => a - b)
    .map((start) => ({
      slotId: `${hosts.join("+")}@${start}`,
      startTime: start * 1000,
      endTime: (start + duration * 60) * 1000,
      customerIds: hosts,
      location,
      durationInMinutes: duration,
    }));
}

/**
 * A PER_HOST one-to-one event's slots: any host's free start is offered once, booked with the
 * first host (in the event's order) who is free then; the meeting takes that host only.
 */
export function perHostSlots(
  answers: readonly FreeSlots[],
  hostIds: readonly string[],
  duration: number,
): Slot[] {
  const hostOf = new Map<number, string>();
  for (const hostId of [...new Set(hostIds)]) {
    for (const answer of answers.filter((a) => a.customerId === hostId))
      for (const slot of answer.slots) if (!hostOf.has(slot.start)) hostOf.set(slot.start, hostId);
  }
  return [...hostOf.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, hostId]) => ({
      slotId: `${hostId}@${start}`,
      startTime: start * 1000,
      endTime: (start + duration * 60) * 1000,
      customerIds: [hostId],
      location: null,
      durationInMinutes: duration,
    }));
}

export function slotsByDate(slots: readonly Slot[], timeZone: string): Map<LocalDate, Slot[]> {
  const days = new Map<LocalDate, Slot[]>();
  for (const slot of slots) {
    const date = utcToZoned(slot.startTime, timeZone).date;
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return days;
}
