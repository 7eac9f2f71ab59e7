import { Group, MultiSelect, SegmentedControl, Stack, Tabs } from "@mantine/core";
import { useIntl } from "react-intl";
import { SearchField } from "../../../components/search-field.tsx";
import type { EventListFilters } from "../lib/list-filters.ts";
import type { EventKind, TagChip } from "../lib/types.ts";

type EventFiltersProps = {
  filters: EventListFilters;
  onChange: (filters: EventListFilters) => void;
  typed: string;
  onType: (text: string) => void;
  topics: readonly TagChip[];
  tags: readonly TagChip[];
};

const options = (tags: readonly TagChip[]) => tags.map((tag) => ({ value: tag.id, label: tag.name }));

/** Upcoming or past (tabs), then the kind, the search and the topic and tag filters. */
export function EventFilters({ filters, onChange, typed, onType, topics, tags }: EventFiltersProps) {
  const intl = useIntl();
  const say = (id: Parameters<typeof intl.formatMessage>[0]["id"]) => intl.formatMessage({ id });
  return (
    <Stack gap="md">
      <Tabs
        value={filters.when}
        onChange={(when) => onChange({ ...filters, when: when === "past" ? "past" : "upcoming" })}
        keepMounted={false}
      >
        <Tabs.List aria-label={say("events.list.when")}>
          <Tabs.Tab value="upcoming">{say("events.list.upcoming")}</Tabs.Tab>
          <Tabs.Tab value="past">{say("events.list.past")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SearchField
          labelId="events.list.search"
          placeholderId="events.list.searchPlaceholder"
          value={typed}
          onChange={onType}
        />
        <Stack gap={4}>
          <span id="events-kind-label" style={{ fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 }}>
            {say("events.list.kind")}
          </span>
          <SegmentedControl
            aria-labelledby="events-kind-label"
            value={filters.kind ?? "ALL"}
            onChange={(kind) => onChange({ ...filters, kind: kind === "ALL" ? null : (kind as EventKind) })}
            data={[
              { value: "ALL", label: say("events.list.allKinds") },
              { value: "GROUP", label: say("events.kind.GROUP") },
              { value: "ONE_ON_ONE", label: say("events.kind.ONE_ON_ONE") },
            ]}
          />
        </Stack>
        {topics.length > 0 ? (
          <MultiSelect
            label={say("events.list.topics")}
            placeholder={filters.topicIds.length ? undefined : say("events.list.anyTopic")}
            data={options(topics)}
            value={[...filters.topicIds]}
            onChange={(topicIds) => onChange({ ...filters, topicIds })}
            searchable
            clearable
            maxDropdownHeight={300}
            miw={200}
            maw={360}
            data-testid="events-topic-filter"
          />
        ) : null}
        {tags.length > 0 ? (
          <MultiSelect
            label={say("events.list.tags")}
            placeholder={filters.tagIds.length ? undefined : say("events.list.anyTag")}
            data={options(tags)}
            value={[...filters.tagIds]}
            onChange={(tagIds) => onChange({ ...filters, tagIds })}
            searchable
            clearable
            maxDropdownHeight={300}
            miw={200}
            maw={360}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
