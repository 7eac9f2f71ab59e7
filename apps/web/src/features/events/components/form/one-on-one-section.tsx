import { COACHING_DURATION_OPTIONS, TIMESLOT_INCREMENT_OPTIONS } from "@launchpad/domain/coaching";
import { Checkbox, NumberInput, Select, SimpleGrid } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { type EventForm, type Option, useSay } from "./form-context.ts";
import { OneOnOneDatesField } from "./one-on-one-dates-field.tsx";
import { PeopleMultiPicker, usePeopleOptions } from "./people-picker.tsx";

const METHODS = ["HOSTS_AVAILABILITY", "EVENT_HOURS"] as const;
const TYPES = ["BUSINESS_HOURS", "ALL_HOURS"] as const;
const MODES = ["PER_HOST", "OVERLAPPING"] as const;

/**
 * A one-to-one event's booking settings (spec-2 §3, spec-1 §4): hosts, session length and
 * slot step, sessions per person, the days that take bookings, bookable hours, per host or overlapping, whose calendar
 * holds the meetings, and the two ignore flags.
 */
export function OneOnOneSection({ form, knownPeople }: { form: EventForm; knownPeople: readonly Option[] }) {
  const say = useSay();
  const { hostIds } = form.getValues();
  const minutes = (count: number) => ({ value: String(count), label: say("events.form.minutes", { count }) });
  const people = usePeopleOptions(knownPeople);
  const hostOptions = people.options.filter((person) => hostIds.includes(person.value));
  const numberSelect = (path: "duration" | "timeslotIncrement") => {
    const props = form.getInputProps(path);
    return {
      ...props,
      value: props.value === "" ? null : String(props.value),
      onChange: (value: string | null) => form.setFieldValue(path, value ? Number(value) : ""),
    };
  };
  return (
    <FormSection titleId="events.form.section.oneOnOne">
      <PeopleMultiPicker
        label={say("events.form.hosts")}
        people={people}
        withAsterisk
        data-testid="event-hosts-picker"
        value={hostIds}
        onChange={(ids) => form.setFieldValue("hostIds", ids)}
        error={form.errors.hostIds}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={say("events.form.duration")}
          data={COACHING_DURATION_OPTIONS.map(minutes)}
          withAsterisk
          allowDeselect={false}
          {...numberSelect("duration")}
        />
        <Select
          label={<OptionalLabel>{say("events.form.timeslotIncrement")}</OptionalLabel>}
          description={say("events.form.timeslotIncrementHelp")}
          data={TIMESLOT_INCREMENT_OPTIONS.map(minutes)}
          clearable
          {...numberSelect("timeslotIncrement")}
        />
        <NumberInput
          label={<OptionalLabel>{say("events.form.numberOfSessions")}</OptionalLabel>}
          description={say("events.form.numberOfSessionsHelp")}
          min={1}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("numberOfSessions")}
        />
      </SimpleGrid>
      <OneOnOneDatesField form={form} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={say("events.form.availabilityMethod")}
          data={METHODS.map((value) => ({ value, label: say(`events.form.method.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps("availabilityMethod")}
        />
        <Select
          label={say("events.form.availabilityType")}
          data={TYPES.map((value) => ({ value, label: say(`events.form.type.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps("availabilityType")}
        />
        <Select
          label={say("events.form.availabilityMode")}
          data={MODES.map((value) => ({ value, label: say(`events.form.mode.${value}`) }))}
          allowDeselect={false}
          {...form.getInputProps("availabilityMode")}
        />
      </SimpleGrid>
      <Select
        label={<OptionalLabel>{say("events.form.calendarHost")}</OptionalLabel>}
        description={say("events.form.calendarHostHelp")}
        data={hostOptions}
        clearable
        {...form.getInputProps("calendarHostId")}
      />
      <Checkbox
        label={say("events.form.ignoreHostsLinkedCalendar")}
        {...form.getInputProps("ignoreHostsLinkedCalendar", { type: "checkbox" })}
      />
      <Checkbox
        label={say("events.form.ignoreHourAllocation")}
        {...form.getInputProps("ignoreHourAllocation", { type: "checkbox" })}
      />
    </FormSection>
  );
}
