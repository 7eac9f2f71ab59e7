import {
  COACHING_DURATION_OPTIONS,
  MAX_MINIMUM_NOTICE_HOURS,
  TIMESLOT_INCREMENT_OPTIONS,
} from "@launchpad/domain";
import { Chip, Group, Input, NumberInput, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { AvailabilityForm } from "../hooks/use-availability-form.ts";
import { useTimeLabels } from "../hooks/use-time-labels.ts";
import { AUTOMATIC_INCREMENT } from "../lib/availability-values.ts";

/** The coaching meeting settings of spec-2 §3: what founders may book with the host. */
export function CoachingSettingsSection({ form }: { form: AvailabilityForm }) {
  const intl = useIntl();
  const { minutes } = useTimeLabels();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const durations = form.getInputProps("coachingMeetingSettings.availableDurationsInMins");
  const increments = [
    { value: AUTOMATIC_INCREMENT, label: label("availability.coaching.increment.auto") },
    ...TIMESLOT_INCREMENT_OPTIONS.map((step) => ({ value: String(step), label: minutes(step, "long") })),
  ];

  return (
    <FormSection titleId="availability.coaching.title" helpId="availability.coaching.help">
      <Switch
        label={label("availability.coaching.enabled")}
        {...form.getInputProps("coachingMeetingSettings.enabled", { type: "checkbox" })}
      />
      <Input.Wrapper
        label={label("availability.coaching.durations")}
        description={label("availability.coaching.durations.help")}
        error={durations.error}
        labelElement="div"
      >
        <Chip.Group multiple value={durations.value} onChange={durations.onChange}>
          <Group gap="xs" mt={6} role="group" aria-label={label("availability.coaching.durations")}>
            {COACHING_DURATION_OPTIONS.map((duration) => (
              <Chip key={duration} value={String(duration)} size="sm">
                {minutes(duration)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <TextInput
        label={<OptionalLabel>{label("availability.coaching.location")}</OptionalLabel>}
        description={label("availability.coaching.location.help")}
        dir="auto"
        {...form.getInputProps("coachingMeetingSettings.defaultMeetingLocation")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={label("availability.coaching.increment")}
          description={label("availability.coaching.increment.help")}
          data={increments}
          allowDeselect={false}
          {...form.getInputProps("coachingMeetingSettings.timeslotIncrement")}
        />
        <NumberInput
          label={label("availability.coaching.notice")}
          description={intl.formatMessage(
            { id: "availability.coaching.notice.help" },
            { max: MAX_MINIMUM_NOTICE_HOURS },
          )}
          min={0}
          max={MAX_MINIMUM_NOTICE_HOURS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          {...form.getInputProps("coachingMeetingSettings.minimumNoticeHours")}
        />
      </SimpleGrid>
    </FormSection>
  );
}
