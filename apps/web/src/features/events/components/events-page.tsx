import { Button, Group, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useViewerAccess } from "../../access/index.ts";
import { useEventList } from "../hooks/use-event-list.ts";
import { useEventTagOptions } from "../hooks/use-event-tag-options.ts";
import { useViewerZone } from "../hooks/use-viewer-zone.ts";
import { type EventListFilters, isNarrowed, readListFilters, writeListFilters } from "../lib/list-filters.ts";
import { EventFilters } from "./event-filters.tsx";
import { EventsList } from "./events-list.tsx";

/**
 * /events (issue 15): where staff, founders and community members land. Upcoming or past,
 * group or one-to-one, searched and filtered by topic and tag; the server lists only the
 * events the viewer may see (visibility, drafts for editors), a page at a time.
 */
export function EventsPage() {
  const { permissions } = useViewerAccess();
  const address = useAddressSearch();
  const [params, setParams] = useSearchParams();
  const filters = readListFilters(params);
  const timeZone = useViewerZone();
  const options = useEventTagOptions();
  const list = useEventList(filters, address.search);

  const change = (next: EventListFilters) => setParams(writeListFilters(params, next), { replace: true });
  const clear = () => {
    address.setTyped("");
    setParams(writeListFilters(new URLSearchParams(), { ...filters, kind: null, topicIds: [], tagIds: [] }));
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <FormattedMessage id="events.title" />
        </Title>
        {permissions.includes("EVENT:CREATE") ? (
          <Button component={Link} to="/events/new" data-testid="event-new">
            <FormattedMessage id="events.list.new" />
          </Button>
        ) : null}
      </Group>
      <EventFilters
        filters={filters}
        onChange={change}
        typed={address.typed}
        onType={address.setTyped}
        topics={options.topics}
        tags={options.tags}
      />
      <EventsList
        list={list}
        when={filters.when}
        narrowed={isNarrowed(filters, address.search)}
        onClearFilters={clear}
        timeZone={timeZone}
      />
    </Stack>
  );
}
