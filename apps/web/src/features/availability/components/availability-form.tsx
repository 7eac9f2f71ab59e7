import { Stack } from "@mantine/core";
import { SaveBar } from "../../../components/forms/save-bar.tsx";
import { useAvailabilityForm } from "../hooks/use-availability-form.ts";
import type { AvailabilityInput, HostAvailability } from "../lib/availability-types.ts";
import { CalendarFeedSection } from "./calendar-feed-section.tsx";
import { CoachingSettingsSection } from "./coaching-settings-section.tsx";
import { DateOverridesSection } from "./date-overrides-section.tsx";
import { WeeklyHoursSection } from "./weekly-hours-section.tsx";

type AvailabilityFormProps = {
  availability: HostAvailability;
  /** Saves the whole page (updateAvailability) and answers what the server kept. */
  save: (input: AvailabilityInput) => Promise<HostAvailability>;
};

/** The whole availability page as one form, saved at once. */
export function AvailabilityForm({ availability, save }: AvailabilityFormProps) {
  const { form, submit, failures, clearFailures } = useAvailabilityForm(availability, save);
  return (
    <form onSubmit={submit} noValidate data-availability>
      <Stack gap="lg">
        {/* data-tour: where the guided tour of this page points (features/tours). */}
        <div data-tour="availability-weekly">
          <WeeklyHoursSection form={form} initialZone={availability.timezone} />
        </div>
        <div data-tour="availability-overrides">
          <DateOverridesSection form={form} />
        </div>
        <div data-tour="availability-coaching">
          <CoachingSettingsSection form={form} />
        </div>
        <div data-tour="availability-feed">
          <CalendarFeedSection form={form} feed={availability.icsFeed} />
        </div>
        <SaveBar
          messages={{ save: "availability.save", saveError: "availability.saveError" }}
          dirty={form.isDirty()}
          saving={form.submitting}
          failures={failures}
          onDismiss={clearFailures}
        />
      </Stack>
    </form>
  );
}
