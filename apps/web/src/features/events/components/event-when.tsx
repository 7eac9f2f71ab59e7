import { Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { formatEventRange, shortZoneName } from "../lib/event-timing.ts";

type EventWhenProps = { start: string; end: string; timeZone: string; size?: "sm" | "md" };

/** The event's dates and times in the viewer's zone, with that zone's short name. */
export function EventWhen({ start, end, timeZone, size = "sm" }: EventWhenProps) {
  const { locale } = useIntl();
  return (
    <Text size={size} data-testid="event-when">
      <time dateTime={start}>{formatEventRange(locale, start, end, timeZone)}</time>{" "}
      <Text span c="dimmed" inherit>
        {shortZoneName(locale, start, timeZone)}
      </Text>
    </Text>
  );
}
