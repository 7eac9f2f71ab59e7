import type { LocalDate } from "@launchpad/domain";
import { ActionIcon, Group, Loader, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { formatDay, formatMonth, weekdayNames } from "../lib/format.ts";
import { addMonths, firstDayOfWeek, monthWeeks } from "../lib/month-grid.ts";
import { ChevronIcon } from "./booking-icons.tsx";
import classes from "./month-calendar.module.css";

type MonthCalendarProps = {
  /** "YYYY-MM" */
  month: string;
  /** The viewer's today: no earlier day or month is offered. */
  today: LocalDate;
  /** A later first day that may be chosen (an event's start); today when absent. */
  firstSelectable?: LocalDate;
  /** Days with at least one free slot; every other day is disabled. */
  available: ReadonlySet<LocalDate>;
  selected: LocalDate | null;
  loading: boolean;
  onSelect: (date: LocalDate) => void;
  onMonthChange: (month: string) => void;
};

/** A month of day buttons (spec-1 §2: days without a free slot are disabled). */
export function MonthCalendar({
  month,
  today,
  firstSelectable = today,
  available,
  selected,
  loading,
  onSelect,
  onMonthChange,
}: MonthCalendarProps) {
  const intl = useIntl();
  const firstDay = firstDayOfWeek(intl.locale);
  const weekdays = weekdayNames(intl.locale, firstDay);
  const title = formatMonth(intl.locale, month);
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={intl.formatMessage({ id: "booking.date.previousMonth" })}
          disabled={month <= (firstSelectable > today ? firstSelectable : today).slice(0, 7)}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronIcon towards="previous" />
        </ActionIcon>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} aria-live="polite" data-testid="booking-month">
            {title}
          </Text>
          {loading ? <Loader size="xs" aria-label={intl.formatMessage({ id: "booking.loading" })} /> : null}
        </Group>
        <ActionIcon
          variant="subtle"
          aria-label={intl.formatMessage({ id: "booking.date.nextMonth" })}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronIcon towards="next" />
        </ActionIcon>
      </Group>
      <table className={classes.grid} aria-label={title}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className={classes.weekday} abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, firstDay).map((week) => (
            <tr key={week.find(Boolean) ?? ""}>
              {week.map((date, index) => (
                <td key={date ?? `pad-${index}`} className={classes.cell}>
                  {date ? (
                    <button
                      type="button"
                      className={`${classes.day} ${date === today ? classes.today : ""}`}
                      aria-label={formatDay(intl.locale, date)}
                      aria-pressed={date === selected}
                      aria-current={date === today ? "date" : undefined}
                      disabled={date < today || date < firstSelectable || !available.has(date)}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
