import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { StartupEventTimelineQuery, UserTimelineQuery } from "../api/timeline.query.ts";
import { appendPosts, type TimelineFilterChoice, type TimelinePageData } from "../lib/timeline-types.ts";

export type TimelineState = {
  page: TimelinePageData | undefined;
  initialLoading: boolean;
  loadingMore: boolean;
  error: Error | undefined;
  loadMore: () => void;
  reload: () => void;
};

function useMore() {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<Error | undefined>();
  const run = (fetch: () => Promise<unknown>) => {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(undefined);
    fetch()
      .catch((failure: unknown) =>
        setMoreError(failure instanceof Error ? failure : new Error(String(failure))),
      )
      .finally(() => setLoadingMore(false));
  };
  return { loadingMore, moreError, run };
}

const merge = (previous: TimelinePageData, next: TimelinePageData): TimelinePageData => ({
  ...next,
  pinned: previous.pinned,
  results: appendPosts(previous.results, next.results),
});

/**
 * A startup's timeline: the first page (with the pinned posts), then "Load more" appends
 * the next one by its cursor. A new filter starts again from the first page.
 */
export function useStartupTimeline(
  startupId: string,
  filters: readonly TimelineFilterChoice[],
): TimelineState {
  const variables = { startupId, types: filters.length > 0 ? [...filters] : null };
  const more = useMore();
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(StartupEventTimelineQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const page = (data ?? previousData)?.startupEventTimeline;
  return {
    page,
    initialLoading: loading && !page,
    loadingMore: more.loadingMore,
    error: error ?? more.moreError,
    loadMore: () => {
      if (!page?.nextCursor) return;
      more.run(() =>
        fetchMore({
          variables: { ...variables, cursor: page.nextCursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...previous,
            startupEventTimeline: merge(previous.startupEventTimeline, fetchMoreResult.startupEventTimeline),
          }),
        }),
      );
    },
    reload: () => void refetch(),
  };
}

/** A person's own posts (/profile/:userId/timeline), paged the same way. */
export function useUserTimeline(userId: string): TimelineState {
  const more = useMore();
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(UserTimelineQuery, {
    variables: { userId },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: "cache-and-network",
  });
  const page = (data ?? previousData)?.userTimeline;
  return {
    page,
    initialLoading: loading && !page,
    loadingMore: more.loadingMore,
    error: error ?? more.moreError,
    loadMore: () => {
      if (!page?.nextCursor) return;
      more.run(() =>
        fetchMore({
          variables: { userId, cursor: page.nextCursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...previous,
            userTimeline: merge(previous.userTimeline, fetchMoreResult.userTimeline),
          }),
        }),
      );
    },
    reload: () => void refetch(),
  };
}
