import { Anchor, Badge, Button, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useEvent } from "../hooks/use-event.ts";
import { useNow } from "../hooks/use-now.ts";
import { useRegistrationActions } from "../hooks/use-registration-actions.ts";
import { useViewerZone } from "../hooks/use-viewer-zone.ts";
import { eventTiming } from "../lib/event-timing.ts";
import type { EventDetail } from "../lib/types.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { AttendeesCsvButton } from "./attendees-csv-button.tsx";
import { BookingPanel } from "./booking-panel.tsx";
import { DeleteEventButton } from "./delete-event-button.tsx";
import { EventAttachments } from "./event-attachments.tsx";
import { EventLocation } from "./event-location.tsx";
import { EventAttendees, EventHosts } from "./event-people.tsx";
import { EventWhen } from "./event-when.tsx";
import classes from "./events.module.css";
import { RegistrationPanel } from "./registration-panel.tsx";
import { TagChips } from "./tag-chips.tsx";

/** /events/:id: what, when, where, who; register or book; add to a calendar; edit for editors. */
export function EventPage({ eventId }: { eventId: string }) {
  const { event, loading, error, reload } = useEvent(eventId);
  if (error && !event)
    return (
      <LoadError titleId="events.page.loadError" retryId="events.list.retry" error={error} onRetry={reload} />
    );
  if (loading && !event) return <ListLoader />;
  if (!event)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          <FormattedMessage id="events.page.notFound" />
        </Text>
        <Anchor component={Link} to="/events">
          <FormattedMessage id="events.page.back" />
        </Anchor>
      </Stack>
    );
  return <EventView event={event} />;
}

function Section({
  titleId,
  children,
}: {
  titleId: Parameters<typeof FormattedMessage>[0]["id"];
  children: React.ReactNode;
}) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Stack>
  );
}

export function EventView({ event }: { event: EventDetail }) {
  const intl = useIntl();
  const timeZone = useViewerZone();
  const now = useNow();
  const timing = eventTiming(event.startTime, event.endTime, now);
  const actions = useRegistrationActions(event.id);
  return (
    <Stack gap="lg" data-testid="event-page">
      {event.coverUrl ? (
        <img src={event.coverUrl} alt="" className={classes.banner} data-testid="event-cover" />
      ) : null}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} className={classes.wrap}>
          <Group gap={6}>
            <Badge variant="outline" radius="sm" tt="none" color="gray.7">
              <FormattedMessage id={`events.kind.${event.eventType}`} />
            </Badge>
            {event.status !== "PUBLISHED" ? (
              <Badge variant="filled" radius="sm" tt="none" color="violet.9">
                <FormattedMessage id={`events.status.${event.status}`} />
              </Badge>
            ) : null}
            {timing !== "upcoming" ? (
              <Badge
                variant="filled"
                radius="sm"
                tt="none"
                color={timing === "happening" ? "teal.9" : "gray.7"}
              >
                <FormattedMessage
                  id={timing === "happening" ? "events.timing.happening" : "events.timing.past"}
                />
              </Badge>
            ) : null}
          </Group>
          <Title order={1} size="h2" dir="auto" className={classes.wrap}>
            {event.title}
          </Title>
          <EventWhen start={event.startTime} end={event.endTime} timeZone={timeZone} size="md" />
        </Stack>
        {event.viewerCanEdit || event.viewerCanDelete ? (
          <Group gap="sm">
            {event.viewerCanEdit ? (
              <Button
                component={Link}
                to={`/events/${encodeURIComponent(event.id)}/edit`}
                variant="default"
                data-testid="event-edit"
              >
                <FormattedMessage id="events.page.edit" />
              </Button>
            ) : null}
            {event.viewerCanDelete ? <DeleteEventButton id={event.id} title={event.title} /> : null}
          </Group>
        ) : null}
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Section titleId="events.page.where">
              <EventLocation event={event} />
            </Section>
            <Section titleId="events.page.about">
              {event.description?.trim() ? (
                <Text className={classes.description}>
                  <bdi dir="auto">{event.description}</bdi>
                </Text>
              ) : (
                <Text c="dimmed">
                  <FormattedMessage id="events.page.noDescription" />
                </Text>
              )}
            </Section>
            {event.attachmentFiles.length + event.attachmentLinks.length > 0 ? (
              <Section titleId="events.page.attachments">
                <EventAttachments files={event.attachmentFiles} links={event.attachmentLinks} />
              </Section>
            ) : null}
            {event.attendees ? (
              <Stack gap="xs" component="section">
                <Title order={2} size="h4">
                  <FormattedMessage
                    id="events.page.attendees"
                    values={{ count: event.attendees.filter((a) => a.status !== "CANCELLED").length }}
                  />
                </Title>
                <EventAttendees attendees={event.attendees} timeZone={timeZone} />
                <AttendeesCsvButton eventId={event.id} />
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              {event.eventType === "GROUP" ? (
                <RegistrationPanel event={event} now={now} timeZone={timeZone} actions={actions} />
              ) : (
                <BookingPanel event={event} now={now} timeZone={timeZone} onBooked={actions.refresh} />
              )}
            </Paper>
            {/* A one-to-one event's own calendar entry is the booked session (its confirmation offers it). */}
            {timing !== "past" && event.eventType === "GROUP" ? <AddToCalendar event={event} /> : null}
            {event.hosts.length > 0 ? (
              <Section titleId="events.page.hosts">
                <EventHosts hosts={event.hosts} />
              </Section>
            ) : null}
            {event.topics.length > 0 ? (
              <Section titleId="events.page.topics">
                <TagChips tags={event.topics} label={intl.formatMessage({ id: "events.page.topics" })} />
              </Section>
            ) : null}
            {event.tags.length > 0 ? (
              <Section titleId="events.page.tags">
                <TagChips tags={event.tags} label={intl.formatMessage({ id: "events.page.tags" })} />
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
