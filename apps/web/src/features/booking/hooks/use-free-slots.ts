import { useQuery } from "@apollo/client/react";
import type { LocalDate } from "@launchpad/domain";
import { useMemo } from "react";
import { FreeSlotsByCustomerIdsQuery } from "../api/free-slots.query.ts";
import { monthInterval } from "../lib/month-grid.ts";
import { bookableSlots, slotsByDate } from "../lib/slots.ts";
import type { Slot } from "../lib/types.ts";

type FreeSlotsRequest = {
  hostIds: readonly string[];
  duration: number | null;
  /** "YYYY-MM": the month the calendar shows. */
  month: string;
  timezone: string;
  today: LocalDate;
  /** The meeting being rescheduled: its own time does not block its hosts. */
  excludeEventId?: string | null;
};

export type FreeSlotDays = {
  /** The slots of the visible month, under the viewer's local date. */
  byDate: ReadonlyMap<LocalDate, Slot[]>;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
};

/** The hosts' free slots for the visible month, once a duration is chosen; always asked anew. */
export function useFreeSlots({
  hostIds,
  duration,
  month,
  timezone,
  today,
  excludeEventId,
}: FreeSlotsRequest): FreeSlotDays {
  const interval = monthInterval(month, timezone, today);
  const { data, loading, error, refetch } = useQuery(FreeSlotsByCustomerIdsQuery, {
    variables: {
      customerIds: [...hostIds],
      interval,
      durationInMinutes: duration ?? 0,
      ...(excludeEventId ? { excludeEventId } : {}),
    },
    skip: duration === null,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const answers = data?.getFreeSlotsByCustomerIds;
  const byDate = useMemo(
    () => slotsByDate(answers && duration ? bookableSlots(answers, hostIds, duration) : [], timezone),
    [answers, hostIds, duration, timezone],
  );
  return { byDate, loading, error, refetch: () => refetch() };
}
