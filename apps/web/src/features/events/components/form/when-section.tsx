import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { MAX_OCCURRENCES } from "../../lib/form-validation.ts";
import { type EventForm, useSay } from "./form-context.ts";

const RECURRENCES = ["NONE", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;

function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, current, "UTC"])].sort((a, b) => a.localeCompare(b));
}

/**
 * Start and end as wall-clock times in the event's zone; a new group session may repeat
 * (decision 028: each occurrence is its own event, so repeating is chosen once, at creation).
 */
export function WhenSection({ form, creating }: { form: EventForm; creating: boolean }) {
  const say = useSay();
  const { timezone, eventType, recurrence } = form.getValues();
  const zones = useMemo(() => timeZoneOptions(timezone), [timezone]);
  const repeating = creating && eventType === "GROUP";
  return (
    <FormSection
      titleId="events.form.section.when"
      helpId={eventType === "ONE_ON_ONE" ? "events.form.boundariesHelp" : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="datetime-local"
          label={say("events.form.startTime")}
          withAsterisk
          {...form.getInputProps("start")}
        />
        <TextInput
          type="datetime-local"
          label={say("events.form.endTime")}
          withAsterisk
          {...form.getInputProps("end")}
        />
        <Select
          label={say("events.form.timezone")}
          data={zones}
          searchable
          allowDeselect={false}
          limit={100}
          maxDropdownHeight={300}
          nothingFoundMessage={say("events.form.nothingFound")}
          {...form.getInputProps("timezone")}
        />
      </SimpleGrid>
      {repeating ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={say("events.form.recurrence")}
            description={say("events.form.recurrenceHelp")}
            data={RECURRENCES.map((value) => ({ value, label: say(`events.form.recurrence.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps("recurrence")}
          />
          {recurrence !== "NONE" ? (
            <NumberInput
              label={say("events.form.recurrenceCount")}
              min={2}
              max={MAX_OCCURRENCES}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps("recurrenceCount")}
            />
          ) : null}
        </SimpleGrid>
      ) : null}
    </FormSection>
  );
}
