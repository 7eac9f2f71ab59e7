import { MultiSelect, SimpleGrid } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import type { MessageId } from "../../../../lib/i18n/message-id.ts";
import {
  type EventForm,
  type EventFormOptions,
  multiSelectProps,
  type Option,
  useSay,
} from "./form-context.ts";

type Dimension = {
  key: "userRoles" | "userTags" | "startupTags" | "startupPrograms";
  is: MessageId;
  isNot: MessageId;
  options: keyof EventFormOptions;
};

const DIMENSIONS: readonly Dimension[] = [
  { key: "userRoles", is: "events.form.rolesIs", isNot: "events.form.rolesIsNot", options: "roles" },
  { key: "userTags", is: "events.form.userTagsIs", isNot: "events.form.userTagsIsNot", options: "userTags" },
  {
    key: "startupTags",
    is: "events.form.startupTagsIs",
    isNot: "events.form.startupTagsIsNot",
    options: "startupTags",
  },
  {
    key: "startupPrograms",
    is: "events.form.programsIs",
    isNot: "events.form.programsIsNot",
    options: "programs",
  },
];

/**
 * Who sees the event (spec-2 §3 visibility, decided on the server): roles, user tags,
 * startup tags and programmes, each as "only these" and "not these". Empty: no filter.
 */
export function AudienceSection({ form, options }: { form: EventForm; options: EventFormOptions }) {
  const say = useSay();
  return (
    <FormSection titleId="events.form.section.audience" helpId="events.form.section.audienceHelp">
      {DIMENSIONS.map((dimension) => {
        const data = options[dimension.options] as Option[];
        return (
          <SimpleGrid key={dimension.key} cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={say(dimension.is)}
              data={data}
              {...multiSelectProps}
              nothingFoundMessage={say("events.form.nothingFound")}
              data-testid={`visibility-${dimension.key}-is`}
              {...form.getInputProps(`visibility.${dimension.key}.is`)}
            />
            <MultiSelect
              label={say(dimension.isNot)}
              data={data}
              {...multiSelectProps}
              nothingFoundMessage={say("events.form.nothingFound")}
              {...form.getInputProps(`visibility.${dimension.key}.isNot`)}
            />
          </SimpleGrid>
        );
      })}
    </FormSection>
  );
}
