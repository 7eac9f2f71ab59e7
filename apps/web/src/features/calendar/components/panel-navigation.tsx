import { zonedTimeToUtc } from "@launchpad/domain";
import { ActionIcon, Button, Group, Text, Tooltip } from "@mantine/core";
import { useIntl } from "react-intl";
import { addDays, addMonths, PANEL_DAYS } from "../lib/panel-week.ts";
import classes from "./panel-navigation.module.css";

type PanelNavigationProps = {
  start: string;
  today: string;
  timezone: string;
  onChange: (start: string) => void;
};

/** Back or on by a month or by five days, and back to today; the range shown as a heading. */
export function PanelNavigation({ start, today, timezone, onChange }: PanelNavigationProps) {
  const intl = useIntl();
  const noon = (date: string) => zonedTimeToUtc(date, 12 * 60, timezone);
  const range = intl.formatDateTimeRange(noon(start), noon(addDays(start, PANEL_DAYS - 1)), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: timezone,
  });
  const step = (
    labelId:
      | "calendarPanel.previousMonth"
      | "calendarPanel.previousDays"
      | "calendarPanel.nextDays"
      | "calendarPanel.nextMonth",
    to: string,
    glyph: string,
  ) => {
    const label = intl.formatMessage({ id: labelId });
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="default"
          size="md"
          aria-label={label}
          onClick={() => onChange(to)}
          data-testid={labelId}
        >
          <span aria-hidden="true" className={classes.arrow}>
            {glyph}
          </span>
        </ActionIcon>
      </Tooltip>
    );
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={4} wrap="nowrap">
        {step("calendarPanel.previousMonth", addMonths(start, -1), "«")}
        {step("calendarPanel.previousDays", addDays(start, -PANEL_DAYS), "‹")}
      </Group>
      <Text fw={600} size="sm" ta="center" aria-live="polite" data-testid="calendar-panel-range">
        {range}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" disabled={start === today} onClick={() => onChange(today)}>
          {intl.formatMessage({ id: "calendarPanel.today" })}
        </Button>
        {step("calendarPanel.nextDays", addDays(start, PANEL_DAYS), "›")}
        {step("calendarPanel.nextMonth", addMonths(start, 1), "»")}
      </Group>
    </Group>
  );
}
