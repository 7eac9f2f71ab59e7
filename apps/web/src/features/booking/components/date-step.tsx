import type { LocalDate } from "@launchpad/domain";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { MonthCalendar } from "./month-calendar.tsx";

type DateStepProps = {
  month: string;
  today: LocalDate;
  /** An event's first day when later than today (spec-1 §2: first selectable day). */
  firstSelectable?: LocalDate;
  available: ReadonlySet<LocalDate>;
  selected: LocalDate | null;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  onSelect: (date: LocalDate) => void;
  onMonthChange: (month: string) => void;
};

/** The month calendar; says so when the visible month has no free time at all. */
export function DateStep({ error, onRetry, ...calendar }: DateStepProps) {
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <FormattedMessage id="booking.date.heading" />
      </Text>
      {error ? (
        <Alert color="red" role="alert" title={<FormattedMessage id="booking.date.loadError" />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              <FormattedMessage id="booking.retry" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <MonthCalendar {...calendar} />
      {!calendar.loading && !error && calendar.available.size === 0 ? (
        <Text size="sm" c="dimmed" data-testid="booking-month-empty">
          <FormattedMessage id="booking.date.monthEmpty" />
        </Text>
      ) : null}
    </Stack>
  );
}
