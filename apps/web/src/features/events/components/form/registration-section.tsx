import { NumberInput, Select, SimpleGrid, Switch } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { MAX_CAPACITY } from "../../lib/form-validation.ts";
import { type EventForm, useSay } from "./form-context.ts";

const UNITS = ["MINUTES", "HOURS", "DAYS", "WEEKS"] as const;

/** A group event's seats, when registration closes, and how long a waitlist offer stands. */
export function RegistrationSection({ form }: { form: EventForm }) {
  const say = useSay();
  const { hasNoticePeriod } = form.getValues();
  return (
    <FormSection titleId="events.form.section.registration">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={<OptionalLabel>{say("events.form.capacity")}</OptionalLabel>}
          description={say("events.form.capacityHelp")}
          min={1}
          max={MAX_CAPACITY}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("capacity")}
        />
        <NumberInput
          label={say("events.form.waitlistOfferHours")}
          description={say("events.form.waitlistOfferHoursHelp")}
          min={1}
          max={168}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("waitlistOfferHours")}
        />
      </SimpleGrid>
      <Switch
        label={say("events.form.hasNoticePeriod")}
        {...form.getInputProps("hasNoticePeriod", { type: "checkbox" })}
      />
      {hasNoticePeriod ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={say("events.form.periodValue")}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps("noticePeriodValue")}
          />
          <Select
            label={say("events.form.periodUnit")}
            data={UNITS.map((unit) => ({ value: unit, label: say(`events.form.unit.${unit}`) }))}
            allowDeselect={false}
            {...form.getInputProps("noticePeriodUnit")}
          />
        </SimpleGrid>
      ) : null}
    </FormSection>
  );
}
