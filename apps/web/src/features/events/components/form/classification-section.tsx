import { MultiSelect, SimpleGrid } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { type EventForm, type EventFormOptions, multiSelectProps, useSay } from "./form-context.ts";

/** Topics ('topic' tags) and tags ('event' tags), kept in /setup/tags; the list filters on both. */
export function ClassificationSection({ form, options }: { form: EventForm; options: EventFormOptions }) {
  const say = useSay();
  return (
    <FormSection titleId="events.form.section.classification">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={<OptionalLabel>{say("events.form.topics")}</OptionalLabel>}
          data={[...options.topics]}
          {...multiSelectProps}
          nothingFoundMessage={say("events.form.nothingFound")}
          data-testid="event-topics-picker"
          {...form.getInputProps("topicIds")}
        />
        <MultiSelect
          label={<OptionalLabel>{say("events.form.tags")}</OptionalLabel>}
          data={[...options.eventTags]}
          {...multiSelectProps}
          nothingFoundMessage={say("events.form.nothingFound")}
          {...form.getInputProps("tagIds")}
        />
      </SimpleGrid>
    </FormSection>
  );
}
