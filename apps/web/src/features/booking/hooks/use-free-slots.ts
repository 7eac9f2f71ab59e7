import { useQuery } from "@apollo/client/react";
import type { LocalDate } from "@launchpad/domain";
import { useMemo } from "react";
import { ApplicationMeetingFreeSlotsQuery } from "../api/application-booking.query.ts";
import { IncubatorEventFreeSlotsQuery } from "../api/event-booking.query.ts";
import { FreeSlotsByCustomerIdsQuery } from "../api/free-slots.query.ts";
import { monthInterval } from "../lib/month-grid.ts";
import { bookableSlots, perHostSlots, slotsByDate } from "../lib/slots.ts";
import type { EventBookingTarget, Slot } from "../lib/types.ts";

type FreeSlotsRequest = {
  hostIds: readonly string[];
  duration: number | null;
  /** "YYYY-MM": the month the calendar shows. */
  month: string;
  timezone: string;
  /** The first day that may be chosen (today, or a later event start). */
  today: LocalDate;
  /** The meeting being rescheduled: its own time does not block its hosts. */
  excludeEventId?: string | null;
  /** A one-to-one event: its own free slots (its boundaries, increment and availability mode). */
  event?: EventBookingTarget | null;
};

export type FreeSlotDays = {
  /** The slots of the visible month, under the viewer's local date. */
  byDate: ReadonlyMap<LocalDate, Slot[]>;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
};

/** The hosts' (or the event's) free slots for the visible month, once a duration is chosen; always asked anew. */
export function useFreeSlots({
  hostIds,
  duration,
  month,
  timezone,
  today,
  excludeEventId,
  event,
}: FreeSlotsRequest): FreeSlotDays {
  const monthly = monthInterval(month, timezone, today);
  const interval = event
    ? { start: Math.max(monthly.start, event.start), end: Math.min(monthly.end, event.end) }
    : monthly;
  const hosts = useQuery(FreeSlotsByCustomerIdsQuery, {
    variables: {
      customerIds: [...hostIds],
      interval,
      durationInMinutes: duration ?? 0,
      ...(excludeEventId ? { excludeEventId } : {}),
    },
    skip: duration === null || Boolean(event),
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const ofApplication = event?.contextType === "Application";
  const ofEvent = useQuery(IncubatorEventFreeSlotsQuery, {
    variables: { eventId: event?.eventId ?? "", interval },
    skip: !event || ofApplication || interval.end <= interval.start,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  // An application's review meeting: its round's hosts' slots (availabilitiesByApplicationId).
  const ofMeeting = useQuery(ApplicationMeetingFreeSlotsQuery, {
    variables: { applicationId: event?.eventId ?? "", interval },
    skip: !ofApplication || interval.end <= interval.start,
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  const { loading, error, refetch } = ofApplication ? ofMeeting : event ? ofEvent : hosts;
  const answers = ofApplication
    ? ofMeeting.data?.availabilitiesByApplicationId?.freeSlots
    : event
      ? ofEvent.data?.incubatorEventBooking?.freeSlots
      : hosts.data?.getFreeSlotsByCustomerIds;
  const perHost = event?.availabilityMode === "PER_HOST";
  const byDate = useMemo(() => {
    if (!answers || !duration) return slotsByDate([], timezone);
    const slots = perHost
      ? perHostSlots(answers, hostIds, duration)
      : bookableSlots(answers, hostIds, duration);
    return slotsByDate(slots, timezone);
  }, [answers, hostIds, duration, timezone, perHost]);
  return { byDate, loading, error, refetch: () => refetch() };
}
