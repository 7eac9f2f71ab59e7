import { Chip, Group, Stack, Tabs, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { SearchField } from "../../../components/search-field.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { EventListFilters } from "../lib/list-filters.ts";
import type { EventKind, TagChip } from "../lib/types.ts";
import classes from "./events.module.css";

type EventFiltersProps = {
  filters: EventListFilters;
  onChange: (filters: EventListFilters) => void;
  typed: string;
  onType: (text: string) => void;
  topics: readonly TagChip[];
  tags: readonly TagChip[];
};

/** A group of chips under a legend (a fieldset: screen readers name each chip's group). */
function ChipFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.fieldset}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {legend}
      </Text>
      <Group gap={6}>{children}</Group>
    </fieldset>
  );
}

/**
 * Upcoming or past (tabs), then the search, the kind and the topic and tag filters as chips
 * (light: the list is where everyone lands, issue 13's budget).
 */
export function EventFilters({ filters, onChange, typed, onType, topics, tags }: EventFiltersProps) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Stack gap="md">
      <Tabs
        value={filters.when}
        onChange={(when) => onChange({ ...filters, when: when === "past" ? "past" : "upcoming" })}
      >
        <Tabs.List aria-label={say("events.list.when")}>
          <Tabs.Tab value="upcoming">{say("events.list.upcoming")}</Tabs.Tab>
          <Tabs.Tab value="past">{say("events.list.past")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <SearchField
        labelId="events.list.search"
        placeholderId="events.list.searchPlaceholder"
        value={typed}
        onChange={onType}
      />
      <Group gap="xl" align="flex-start" wrap="wrap">
        <ChipFieldset legend={say("events.list.kind")}>
          <Chip.Group
            value={filters.kind ?? "ALL"}
            onChange={(kind) => onChange({ ...filters, kind: kind === "ALL" ? null : (kind as EventKind) })}
          >
            <Chip value="ALL" size="sm">
              {say("events.list.allKinds")}
            </Chip>
            <Chip value="GROUP" size="sm">
              {say("events.kind.GROUP")}
            </Chip>
            <Chip value="ONE_ON_ONE" size="sm">
              {say("events.kind.ONE_ON_ONE")}
            </Chip>
          </Chip.Group>
        </ChipFieldset>
        {topics.length > 0 ? (
          <ChipFieldset legend={say("events.list.topics")}>
            <Chip.Group
              multiple
              value={[...filters.topicIds]}
              onChange={(topicIds) => onChange({ ...filters, topicIds })}
            >
              {topics.map((topic) => (
                <Chip key={topic.id} value={topic.id} size="sm" data-testid="events-topic-filter">
                  {topic.name}
                </Chip>
              ))}
            </Chip.Group>
          </ChipFieldset>
        ) : null}
        {tags.length > 0 ? (
          <ChipFieldset legend={say("events.list.tags")}>
            <Chip.Group
              multiple
              value={[...filters.tagIds]}
              onChange={(tagIds) => onChange({ ...filters, tagIds })}
            >
              {tags.map((tag) => (
                <Chip key={tag.id} value={tag.id} size="sm">
                  {tag.name}
                </Chip>
              ))}
            </Chip.Group>
          </ChipFieldset>
        ) : null}
      </Group>
    </Stack>
  );
}
