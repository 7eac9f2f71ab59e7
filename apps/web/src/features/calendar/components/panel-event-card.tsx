import { Anchor, Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { elapsedShare, referencePath, type Timing, timingOf } from "../lib/panel-week.ts";
import classes from "./panel-event-card.module.css";

type PanelEventCardProps = {
  event: CalendarEntry;
  timezone: string;
  now: number;
  onOpen: (event: CalendarEntry) => void;
  onNavigate: () => void;
};

const TIMING: Record<Timing, { label: MessageId; color: string }> = {
  past: { label: "calendarPanel.timing.past", color: "gray" },
  happening: { label: "calendarPanel.timing.happening", color: "green" },
  upcoming: { label: "calendarPanel.timing.upcoming", color: "blue" },
};

function linkLabel(event: CalendarEntry): MessageId {
  if (event.contextType === "IncubatorEvent") return "calendarPanel.link.event";
  if (event.referenceType === "Application") return "calendarPanel.link.application";
  if (event.referenceType === "User") return "calendarPanel.link.user";
  return "calendarPanel.link.startup";
}

/** A meeting or registered event of the panel: its time, its timing and, when happening, where now is. */
export function PanelEventCard({ event, timezone, now, onOpen, onNavigate }: PanelEventCardProps) {
  const intl = useIntl();
  const timing = timingOf(event, now);
  const path = referencePath(event);
  const time = intl.formatDateTimeRange(event.start * 1000, event.end * 1000, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: timezone,
  });
  const share = elapsedShare(event, now);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      className={classes.card}
      data-timing={timing}
      data-testid="calendar-panel-event"
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <UnstyledButton className={classes.title} onClick={() => onOpen(event)}>
            <bdi>{event.summary}</bdi>
          </UnstyledButton>
          <Badge
            size="sm"
            variant="light"
            color={TIMING[timing].color}
            className={classes.badge}
            data-testid="calendar-panel-timing"
          >
            {intl.formatMessage({ id: TIMING[timing].label })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {time}
        </Text>
        {timing === "happening" ? (
          <div className={classes.track}>
            <div
              className={classes.marker}
              style={{ insetInlineStart: `${(share * 100).toFixed(2)}%` }}
              aria-hidden="true"
              data-testid="calendar-panel-now"
              data-share={share.toFixed(4)}
            />
            <VisuallyHidden>
              {intl.formatMessage(
                { id: "calendarPanel.now" },
                { time: intl.formatTime(now, { hour: "numeric", minute: "2-digit", timeZone: timezone }) },
              )}
            </VisuallyHidden>
          </div>
        ) : null}
        {path ? (
          <Anchor component={Link} to={path} size="sm" onClick={onNavigate}>
            <FormattedMessage id={linkLabel(event)} />
            {event.referenceName && event.contextType !== "IncubatorEvent" ? (
              <>
                {": "}
                <bdi>{event.referenceName}</bdi>
              </>
            ) : null}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
