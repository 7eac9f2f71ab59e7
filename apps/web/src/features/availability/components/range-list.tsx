import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { memo, useId, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { LineIcon } from "../../../components/line-icon.tsx";
import { PROBLEM_MESSAGES } from "../hooks/use-availability-form.ts";
import { useTimeLabels } from "../hooks/use-time-labels.ts";
import type { RangeValues } from "../lib/availability-values.ts";
import { rangeProblems } from "../lib/range-problems.ts";
import { endMinutes, nextRange, startMinutes } from "../lib/time-of-day.ts";
import classes from "./range-list.module.css";

type RangeListProps = {
  ranges: readonly RangeValues[];
  onChange: (ranges: RangeValues[]) => void;
  /** The day the ranges belong to ("Monday", "Friday 24 December"), for the fields' names. */
  dayLabel: string;
  /** A message of the server about one range. */
  serverError: (index: number) => string | undefined;
};

/**
 * A day's time ranges, each a start and an end in quarter hours. A range that ends before it
 * starts or overlaps another is named at once, next to it; Save refuses it too.
 */
export function RangeList({ ranges, onChange, dayLabel, serverError }: RangeListProps) {
  const intl = useIntl();
  const baseId = useId();
  const problems = useMemo(() => rangeProblems(ranges), [ranges]);
  const next = nextRange(ranges);
  const change = (index: number, patch: Partial<RangeValues>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...patch } : range)));

  return (
    <Stack gap="xs">
      {ranges.map((range, index) => {
        const problem = problems[index];
        const error = problem ? intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }) : serverError(index);
        const errorId = `${baseId}-${index}-error`;
        const names = { day: dayLabel, number: index + 1 };
        return (
          // Ranges have no identity of their own; their place in the day is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Stack key={index} gap={4}>
            <Group gap="xs" wrap="nowrap">
              <TimeSelect
                label={intl.formatMessage({ id: "availability.range.start" }, names)}
                kind="start"
                value={range.startMinute}
                onChange={(startMinute) => change(index, { startMinute })}
                invalid={Boolean(error)}
                errorId={error ? errorId : undefined}
              />
              <Text aria-hidden="true">–</Text>
              <TimeSelect
                label={intl.formatMessage({ id: "availability.range.end" }, names)}
                kind="end"
                value={range.endMinute}
                onChange={(endMinute) => change(index, { endMinute })}
                invalid={Boolean(error)}
                errorId={error ? errorId : undefined}
              />
              {ranges.length > 1 ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={intl.formatMessage({ id: "availability.range.remove" }, names)}
                  onClick={() => onChange(ranges.filter((_, at) => at !== index))}
                >
                  <LineIcon size={16}>
                    <path d="M6 6l12 12M18 6 6 18" />
                  </LineIcon>
                </ActionIcon>
              ) : null}
            </Group>
            {error ? (
              <Text id={errorId} size="xs" c="red" data-range-error aria-live="polite">
                {error}
              </Text>
            ) : null}
          </Stack>
        );
      })}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!next}
          aria-label={intl.formatMessage({ id: "availability.range.addFor" }, { day: dayLabel })}
          onClick={() => next && onChange([...ranges, next])}
        >
          <FormattedMessage id="availability.range.add" />
        </Button>
      </div>
    </Stack>
  );
}

type TimeSelectProps = {
  label: string;
  kind: "start" | "end";
  value: number;
  onChange: (minute: number) => void;
  invalid: boolean;
  /** The message naming what is wrong (aria-errormessage: Mantine keeps aria-describedby for its own). */
  errorId: string | undefined;
};

/** A native select: light enough for a week of ranges, and the phone's own picker on touch screens. */
const TimeSelect = memo(function TimeSelect({
  label,
  kind,
  value,
  onChange,
  invalid,
  errorId,
}: TimeSelectProps) {
  const { time } = useTimeLabels();
  const options = useMemo(
    () =>
      (kind === "start" ? startMinutes(value) : endMinutes(value)).map((minute) => (
        <option key={minute} value={minute}>
          {time(minute)}
        </option>
      )),
    [kind, value, time],
  );
  return (
    <NativeSelect
      aria-label={label}
      className={classes.time}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      error={invalid}
      aria-errormessage={errorId}
    >
      {options}
    </NativeSelect>
  );
});
