import { useQuery } from "@apollo/client/react";
import { EventTagsQuery } from "../api/event-tags.query.ts";
import type { TagChip } from "../lib/types.ts";

/**
 * A kind of tag list for a filter or a picker. A list the viewer may not read (user and
 * startup tags without their keys) offers nothing, rather than failing the page.
 */
export function useTagList(
  kind: "topic" | "event" | "user" | "mentortag" | "community" | "startup",
): readonly TagChip[] {
  const { data } = useQuery(EventTagsQuery, { variables: { kind }, errorPolicy: "ignore" });
  return data?.tags ?? [];
}

/** The list's topic and tag filters. */
export function useEventTagOptions(): { topics: readonly TagChip[]; tags: readonly TagChip[] } {
  return { topics: useTagList("topic"), tags: useTagList("event") };
}
