import { useQuery } from "@apollo/client/react";
import { BookingViewerQuery } from "../api/booking-viewer.query.ts";
import type { BookingViewer } from "../lib/types.ts";

/** The signed-in user's id, name, zone and startups (the first one's hours pay for a booking). */
export function useBookingViewer(): {
  viewer: BookingViewer | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
} {
  const { data, loading, error, refetch } = useQuery(BookingViewerQuery);
  return { viewer: data?.currentUser ?? null, loading, error, refetch: () => refetch() };
}
