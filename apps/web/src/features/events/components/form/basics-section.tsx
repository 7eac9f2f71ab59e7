import { Group, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { DESCRIPTION_MAX, TITLE_MAX } from "../../lib/form-validation.ts";
import { type EventForm, useSay } from "./form-context.ts";

/** Kind (fixed once created: the server does not change it), title and description. */
export function BasicsSection({ form, creating }: { form: EventForm; creating: boolean }) {
  const say = useSay();
  return (
    <FormSection titleId="events.form.section.basics">
      <Radio.Group
        label={say("events.form.eventType")}
        description={say("events.form.eventTypeHelp")}
        {...form.getInputProps("eventType")}
      >
        <Group mt="xs">
          <Radio value="GROUP" label={say("events.kind.GROUP")} disabled={!creating} />
          <Radio value="ONE_ON_ONE" label={say("events.kind.ONE_ON_ONE")} disabled={!creating} />
        </Group>
      </Radio.Group>
      <Stack gap="md">
        <TextInput
          label={say("events.form.title")}
          withAsterisk
          maxLength={TITLE_MAX}
          dir="auto"
          data-autofocus
          {...form.getInputProps("title")}
        />
        <Textarea
          label={<OptionalLabel>{say("events.form.description")}</OptionalLabel>}
          rows={6}
          maxLength={DESCRIPTION_MAX}
          dir="auto"
          {...form.getInputProps("description")}
        />
      </Stack>
    </FormSection>
  );
}
