import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { type BookingViewer, safeTimeZone, useBookingViewer } from "../../booking/index.ts";
import { CalendarEventsQuery } from "../api/calendar-events.query.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { upcomingWindow } from "../lib/upcoming-window.ts";

export type CalendarEvents = {
  viewer: BookingViewer | null;
  /** The viewer's zone (UTC when unknown): days and times are shown in it. */
  timezone: string;
  events: readonly CalendarEntry[] | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
};

/** The viewer's meetings from the start of today (their zone) for the next twelve months. */
export function useCalendarEvents(): CalendarEvents {
  const viewerQuery = useBookingViewer();
  const viewer = viewerQuery.viewer;
  const timezone = safeTimeZone(viewer?.timezone);
  // Computed once per zone: a new window on each render would ask the server again.
  const interval = useMemo(() => upcomingWindow(timezone), [timezone]);
  const { data, loading, error, refetch } = useQuery(CalendarEventsQuery, {
    variables: interval,
    skip: !viewer,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  return {
    viewer,
    timezone,
    events: data?.calendarEvents ?? null,
    loading: viewerQuery.loading || loading,
    error: viewerQuery.error ?? error,
    refetch: () => (viewer ? refetch() : viewerQuery.refetch()),
  };
}
