import { useQuery } from "@apollo/client/react";
import { ROLE_TYPES } from "@launchpad/domain/roles";
import { useMemo } from "react";
import { useRoleLabel } from "../../role-names/index.ts";
import { EventProgramsQuery } from "../api/event-programs.query.ts";
import type { EventFormOptions, Option } from "../components/form/form-context.ts";
import { useTagList } from "./use-event-tag-options.ts";

const asOptions = (items: readonly { id: string; name: string }[]): Option[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/** The editor's choices: role types (by their names), tag lists, programmes. */
export function useEventFormOptions(): EventFormOptions {
  const roleLabel = useRoleLabel();
  const { data } = useQuery(EventProgramsQuery, { errorPolicy: "ignore" });
  // A person's tags are of three kinds (docs/tags.md): the event may filter on any of them.
  const userTags = [...useTagList("user"), ...useTagList("mentortag"), ...useTagList("community")];
  const startupTags = useTagList("startup");
  const topics = useTagList("topic");
  const eventTags = useTagList("event");
  const roles = useMemo(
    () =>
      ROLE_TYPES.filter((type) => type !== "System").map((type) => ({
        value: type,
        label: roleLabel({ type, label: type }),
      })),
    [roleLabel],
  );
  return {
    roles,
    userTags: asOptions(userTags),
    startupTags: asOptions(startupTags),
    programs: asOptions(data?.programs ?? []),
    topics: asOptions(topics),
    eventTags: asOptions(eventTags),
  };
}
