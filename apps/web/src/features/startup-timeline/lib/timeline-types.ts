import type { TimelinePageFieldsFragment } from "../../../gql/graphql.ts";

/** One post of any kind, as the page fragment reads it. */
export type TimelinePost = TimelinePageFieldsFragment["results"][number];
export type TimelineEventPost = Extract<TimelinePost, { __typename: "Event" }>;
export type TimelinePageData = TimelinePageFieldsFragment;

/** The type filter's choices (TIMELINE_FILTERS, @launchpad/domain/startups). */
export const FILTERS = ["updates", "comments", "metrics", "coaching", "categorization", "emails"] as const;
export type TimelineFilterChoice = (typeof FILTERS)[number];

/** Posts of the next page that are not on screen already (pinned ones, or a repeat). */
export function appendPosts(shown: readonly TimelinePost[], next: readonly TimelinePost[]): TimelinePost[] {
  const ids = new Set(shown.map((p) => p.id));
  return [...shown, ...next.filter((p) => !ids.has(p.id))];
}
