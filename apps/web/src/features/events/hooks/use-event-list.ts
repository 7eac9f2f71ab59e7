import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { IncubatorEventsQuery } from "../api/incubator-events.query.ts";
import type { EventListState } from "../components/events-list.tsx";
import { toEventSummary } from "../lib/from-api.ts";
import type { EventListFilters } from "../lib/list-filters.ts";

/** Cards a page (the server's default is 25). */
export const EVENTS_PAGE_SIZE = 24;

/**
 * The list for the filters and search: the first page, then "Show more" appends the next
 * one (cursor). A new filter starts again from the first page, keeping the old cards on
 * screen until the answer arrives.
 */
export function useEventList(filters: EventListFilters, search: string): EventListState {
  const filter = {
    when: filters.when === "past" ? ("PAST" as const) : ("UPCOMING" as const),
    eventType: filters.kind,
    search: search.trim() || null,
    topicIds: filters.topicIds.length ? [...filters.topicIds] : null,
    tagIds: filters.tagIds.length ? [...filters.tagIds] : null,
    first: EVENTS_PAGE_SIZE,
  };
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | undefined>();
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(IncubatorEventsQuery, {
    variables: { filter },
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.incubatorEvents;
  const loadMore = () => {
    if (!page?.nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(undefined);
    fetchMore({
      variables: { filter: { ...filter, cursor: page.nextCursor } },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        incubatorEvents: {
          ...fetchMoreResult.incubatorEvents,
          results: [...previous.incubatorEvents.results, ...fetchMoreResult.incubatorEvents.results],
        },
      }),
    })
      .catch((failure: unknown) =>
        setMoreError(failure instanceof Error ? failure : new Error(String(failure))),
      )
      .finally(() => setLoadingMore(false));
  };
  return {
    events: (page?.results ?? []).map(toEventSummary),
    initialLoading: loading && !page,
    loadingMore,
    hasMore: Boolean(page?.nextCursor),
    error: error ?? moreError,
    loadMore,
    reload: () => void refetch(),
  };
}
