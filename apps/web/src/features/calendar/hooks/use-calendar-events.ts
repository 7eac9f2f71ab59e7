import { useQuery } from "@apollo/client/react";
import { type BookingViewer, safeTimeZone } from "../../booking/index.ts";
import { CalendarPageQuery } from "../api/calendar-page.query.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";

export type CalendarEvents = {
  viewer: BookingViewer | null;
  /** The viewer's zone (UTC when unknown): days and times are shown in it. */
  timezone: string;
  events: readonly CalendarEntry[] | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
};

/**
 * The viewer and their meetings from the start of today (their zone) for the next twelve
 * months, in one request: nothing waits for anything else (issue 13).
 */
export function useCalendarEvents(): CalendarEvents {
  const { data, loading, error, refetch } = useQuery(CalendarPageQuery, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const viewer = data?.currentUser ?? null;
  return {
    viewer,
    timezone: safeTimeZone(viewer?.timezone),
    events: data?.calendarEvents ?? null,
    loading,
    error,
    refetch: () => refetch(),
  };
}
