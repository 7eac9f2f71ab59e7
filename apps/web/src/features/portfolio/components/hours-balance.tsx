import { Group, Progress, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useFormatMinutes } from "../hooks/use-format-minutes.ts";
import { balanceShares } from "../lib/hours.ts";
import type { StartupConnection } from "../lib/types.ts";
import classes from "./hours-balance.module.css";

type HoursBalanceProps = Pick<
  StartupConnection,
  "minutesAllocated" | "minutesUsed" | "minutesPending" | "minutesRemaining"
>;

/**
 * A connection's hours: what remains of the allocation, a bar of what is used and what is
 * booked still to come, and both amounts in words (the bar only repeats them, for the eye).
 */
export function HoursBalance({
  minutesAllocated,
  minutesUsed,
  minutesPending,
  minutesRemaining,
}: HoursBalanceProps) {
  const format = useFormatMinutes();
  const shares = balanceShares(minutesAllocated, minutesUsed, minutesPending);
  return (
    <Stack gap={6} data-testid="hours-balance">
      {shares ? (
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text size="sm" data-testid="hours-remaining">
            <FormattedMessage
              id="portfolio.hours.remaining"
              values={{ amount: <strong>{format(minutesRemaining)}</strong> }}
            />
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="portfolio.hours.allocated" values={{ amount: format(minutesAllocated) }} />
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="hours-remaining">
          <FormattedMessage id="portfolio.hours.noneAllocated" />
        </Text>
      )}
      {shares ? (
        <Progress.Root size="md" radius="xl" aria-hidden="true">
          <Progress.Section value={shares.used} className={classes.used} />
          <Progress.Section value={shares.pending} className={classes.pending} />
        </Progress.Root>
      ) : null}
      <Group gap="md" wrap="wrap">
        <LegendItem dot={classes.used}>
          <FormattedMessage id="portfolio.hours.used" values={{ amount: format(minutesUsed) }} />
        </LegendItem>
        <LegendItem dot={classes.pending}>
          <FormattedMessage id="portfolio.hours.pending" values={{ amount: format(minutesPending) }} />
        </LegendItem>
      </Group>
    </Stack>
  );
}

function LegendItem({ dot, children }: { dot: string | undefined; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={`${classes.dot} ${dot}`} aria-hidden="true" />
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
