import { CloseButton, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { memo } from "react";
import { useIntl } from "react-intl";
import { useTimeLabels } from "../hooks/use-time-labels.ts";
import type { OverrideValues } from "../lib/availability-values.ts";
import { rangeError } from "../lib/form-errors.ts";
import { RangeList } from "./range-list.tsx";

type OverrideCardProps = {
  index: number;
  override: OverrideValues;
  onChange: (index: number, override: OverrideValues) => void;
  onRemove: (index: number) => void;
  errors: Record<string, unknown>;
};

const messageOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/** One date: a day off, or its own hours. */
export const OverrideCard = memo(function OverrideCard({
  index,
  override,
  onChange,
  onRemove,
  errors,
}: OverrideCardProps) {
  const intl = useIntl();
  const { date } = useTimeLabels();
  const label = date(override.date);
  const error = messageOf(errors[`overrides.${index}.date`] ?? errors[`overrides.${index}`]);
  const rangesError = messageOf(errors[`overrides.${index}.ranges`]);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          <CloseButton
            aria-label={intl.formatMessage({ id: "availability.overrides.remove" }, { date: label })}
            onClick={() => onRemove(index)}
          />
        </Group>
        {error ? (
          <Text size="xs" c="red">
            {error}
          </Text>
        ) : null}
        <SegmentedControl
          aria-label={intl.formatMessage({ id: "availability.overrides.kind" }, { date: label })}
          data={[
            { value: "off", label: intl.formatMessage({ id: "availability.overrides.off" }) },
            { value: "hours", label: intl.formatMessage({ id: "availability.overrides.hours" }) },
          ]}
          value={override.unavailable ? "off" : "hours"}
          onChange={(kind) => onChange(index, { ...override, unavailable: kind === "off" })}
          w="fit-content"
        />
        {override.unavailable ? null : (
          <>
            {rangesError ? (
              <Text size="xs" c="red">
                {rangesError}
              </Text>
            ) : null}
            <RangeList
              ranges={override.ranges}
              dayLabel={label}
              onChange={(ranges) => onChange(index, { ...override, ranges })}
              serverError={(range) => rangeError(errors, `overrides.${index}.ranges.${range}`)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
});
