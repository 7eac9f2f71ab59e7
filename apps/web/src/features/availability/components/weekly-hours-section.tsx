import { ALL_HOURS, type AvailabilityPreset, BUSINESS_HOURS, type Weekday } from "@launchpad/domain";
import { Button, Group, Select, Stack, Switch, Text } from "@mantine/core";
import { memo, useCallback, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import type { AvailabilityForm } from "../hooks/use-availability-form.ts";
import { useTimeLabels } from "../hooks/use-time-labels.ts";
import { type DayValues, DEFAULT_RANGE, presetDays, type RangeValues } from "../lib/availability-values.ts";
import { rangeError, withoutErrorsUnder } from "../lib/form-errors.ts";
import { timeZoneOptions } from "../lib/time-zones.ts";
import { weekdayAsDate, weekdaysInLocaleOrder } from "../lib/week-order.ts";
import { RangeList } from "./range-list.tsx";
import classes from "./weekly-hours-section.module.css";

const PRESETS: {
  preset: AvailabilityPreset;
  messageId: "availability.preset.business" | "availability.preset.all";
}[] = [
  { preset: "BUSINESS_HOURS", messageId: "availability.preset.business" },
  { preset: "ALL_HOURS", messageId: "availability.preset.all" },
];
const PRESET_HOURS = { BUSINESS_HOURS, ALL_HOURS };
const OFF: DayValues = { available: false, ranges: [DEFAULT_RANGE] };

/** The host's time zone and hours per weekday, in the order the user's language starts its week. */
export function WeeklyHoursSection({ form, initialZone }: { form: AvailabilityForm; initialZone: string }) {
  const intl = useIntl();
  const { time } = useTimeLabels();
  const zones = useMemo(() => timeZoneOptions(initialZone), [initialZone]);
  const weekdays = useMemo(() => weekdaysInLocaleOrder(intl.locale), [intl.locale]);
  const days = form.values.weeklyHours;

  const { setFieldValue, setErrors } = form;
  const setDay = useCallback(
    (weekday: Weekday, day: DayValues) => {
      setFieldValue(`weeklyHours.${weekday}`, day);
      setErrors((errors) => withoutErrorsUnder(errors, `weeklyHours.${weekday}`));
    },
    [setFieldValue, setErrors],
  );
  const applyPreset = (preset: AvailabilityPreset) => {
    setFieldValue("weeklyHours", presetDays(preset));
    setErrors((errors) => withoutErrorsUnder(errors, "weeklyHours"));
  };

  return (
    <FormSection
      titleId="availability.weekly.title"
      helpId="availability.weekly.help"
      error={form.errors.weeklyHours}
    >
      <Select
        label={intl.formatMessage({ id: "availability.timezone" })}
        description={intl.formatMessage({ id: "availability.timezone.help" })}
        data={zones}
        searchable
        limit={100}
        allowDeselect={false}
        maxDropdownHeight={300}
        nothingFoundMessage={intl.formatMessage({ id: "availability.nothingFound" })}
        className={classes.zone}
        {...form.getInputProps("timezone")}
      />
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            <FormattedMessage id="availability.preset.label" />
          </Text>
          {PRESETS.map(({ preset, messageId }) => (
            <Button key={preset} variant="default" size="xs" onClick={() => applyPreset(preset)}>
              <FormattedMessage
                id={messageId}
                values={{
                  start: time(PRESET_HOURS[preset].startMinute),
                  end: time(PRESET_HOURS[preset].endMinute),
                }}
              />
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="availability.preset.help" />
        </Text>
      </Stack>
      <Stack gap={0} className={classes.days}>
        {weekdays.map((weekday) => (
          <DayRow
            key={weekday}
            weekday={weekday}
            dayName={intl.formatDate(weekdayAsDate(weekday), { weekday: "long", timeZone: "UTC" })}
            day={days[weekday] ?? OFF}
            onChange={setDay}
            errors={form.errors}
          />
        ))}
      </Stack>
    </FormSection>
  );
}

type DayRowProps = {
  weekday: Weekday;
  dayName: string;
  day: DayValues;
  onChange: (weekday: Weekday, day: DayValues) => void;
  errors: Record<string, unknown>;
};

/** One weekday; it renders again only when its hours or the form's messages change. */
const DayRow = memo(function DayRow({ weekday, dayName, day, onChange, errors }: DayRowProps) {
  return (
    <div className={classes.day}>
      <Switch
        className={classes.dayName}
        label={dayName}
        checked={day.available}
        onChange={(event) => {
          const available = event.currentTarget.checked;
          const ranges: RangeValues[] = day.ranges.length > 0 ? day.ranges : [{ ...DEFAULT_RANGE }];
          onChange(weekday, { available, ranges });
        }}
      />
      {day.available ? (
        <RangeList
          ranges={day.ranges}
          dayLabel={dayName}
          onChange={(ranges) => onChange(weekday, { ...day, ranges })}
          serverError={(index) => rangeError(errors, `weeklyHours.${weekday}.ranges.${index}`)}
        />
      ) : (
        <Text size="sm" c="dimmed" className={classes.off}>
          <FormattedMessage id="availability.weekly.unavailable" />
        </Text>
      )}
    </div>
  );
});
