import { utcToZoned } from "@launchpad/domain";
import { Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDay, formatTime, zoneName } from "../lib/format.ts";

type TimeRangeProps = { start: number; end: number; timezone: string; withDate?: boolean };

/** "Tuesday, July 14, 2026" and "10:30 AM – 11:00 AM (Central European Summer Time)", in the viewer's zone. */
export function TimeRange({ start, end, timezone, withDate = false }: TimeRangeProps) {
  const intl = useIntl();
  return (
    <>
      {withDate ? <Text fw={600}>{formatDay(intl.locale, utcToZoned(start, timezone).date)}</Text> : null}
      <Text>
        <FormattedMessage
          id="booking.timeRange"
          values={{
            start: formatTime(intl.locale, start, timezone),
            end: formatTime(intl.locale, end, timezone),
            zone: zoneName(intl.locale, start, timezone),
          }}
        />
      </Text>
    </>
  );
}
