import { Button, Divider, Group, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { ConfirmationStep } from "../../booking/index.ts";
import { useEventIcs } from "../hooks/use-event-ics.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { JoinButton, StartupFileLink } from "./meeting-links.tsx";

type EventDetailsProps = {
  event: CalendarEntry;
  timezone: string;
  onReschedule: () => void;
  onCancel: () => void;
  onClose: () => void;
};

/**
 * The 'Confirmation' modal's body: the booking confirmation's details, then 'Reschedule' (only
 * when the server allows it: never for a host or the organizer, spec-1 §6) and 'Cancel meeting'.
 */
export function EventDetails({ event, timezone, onReschedule, onCancel, onClose }: EventDetailsProps) {
  const loadIcs = useEventIcs(event.id);
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        <bdi>{event.summary}</bdi>
      </Title>
      <Group gap="sm">
        <JoinButton event={event} />
        <StartupFileLink event={event} />
      </Group>
      <ConfirmationStep event={event} ics={loadIcs} timezone={timezone} headingId={null} />
      <Divider />
      <Group justify="space-between">
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="calendar.details.close" />
        </Button>
        <Group gap="sm">
          {event.canCancel ? (
            <Button variant="light" color="red" onClick={onCancel}>
              <FormattedMessage id="calendar.details.cancel" />
            </Button>
          ) : null}
          {event.canReschedule ? (
            <Button onClick={onReschedule}>
              <FormattedMessage id="calendar.details.reschedule" />
            </Button>
          ) : null}
        </Group>
      </Group>
    </Stack>
  );
}
