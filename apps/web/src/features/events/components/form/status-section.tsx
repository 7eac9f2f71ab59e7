import { Radio, Stack } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import type { EventStatus } from "../../lib/types.ts";
import { type EventForm, type Option, useSay } from "./form-context.ts";
import { PersonPicker } from "./people-picker.tsx";

const STATUSES: readonly EventStatus[] = ["DRAFT", "PUBLISHED", "PENDING_HOST_AVAILABILITIES", "ARCHIVED"];

/**
 * Draft, Published, Pending host availabilities or Archived (a new event cannot start
 * archived), each said with what it means; and the one extra person who may edit it.
 */
export function StatusSection({
  form,
  creating,
  knownPeople,
}: {
  form: EventForm;
  creating: boolean;
  knownPeople: readonly Option[];
}) {
  const say = useSay();
  const editor = form.getInputProps("editPermissionUserId");
  return (
    <FormSection titleId="events.form.section.status">
      <Radio.Group label={say("events.form.status")} {...form.getInputProps("status")}>
        <Stack gap="sm" mt="xs">
          {STATUSES.filter((status) => !creating || status !== "ARCHIVED").map((status) => (
            <Radio
              key={status}
              value={status}
              label={say(`events.status.${status}`)}
              description={say(`events.form.statusHelp.${status}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <PersonPicker
        label={<OptionalLabel>{say("events.form.editPermission")}</OptionalLabel>}
        description={say("events.form.editPermissionHelp")}
        known={knownPeople}
        value={editor.value as string | null}
        onChange={(id) => form.setFieldValue("editPermissionUserId", id)}
        error={editor.error}
      />
    </FormSection>
  );
}
