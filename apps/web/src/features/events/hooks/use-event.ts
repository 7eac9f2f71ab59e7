import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useQuery } from "@apollo/client/react";
import { useCurrentUser } from "../../session/index.ts";
import { IncubatorEventQuery } from "../api/incubator-event.query.ts";
import { toEventDetail } from "../lib/from-api.ts";
import type { EventDetail } from "../lib/types.ts";

/** Whether the server answered that the event does not exist for this viewer. */
export function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.name === "NotFoundError")
  );
}

/** One event for its page; an event the viewer may not see reads as not found (event null, no error). */
export function useEvent(id: string): {
  event: EventDetail | null;
  loading: boolean;
  error: Error | undefined;
  reload: () => void;
} {
  const viewer = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(IncubatorEventQuery, { variables: { id } });
  const event = data?.incubatorEvent ? toEventDetail(data.incubatorEvent, viewer.id) : null;
  return {
    event,
    loading,
    error: error && !isNotFound(error) ? error : undefined,
    reload: () => void refetch(),
  };
}
