import { Group, Radio, TextInput } from "@mantine/core";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { LOCATION_TEXT_MAX } from "../../lib/form-validation.ts";
import { type EventForm, useSay } from "./form-context.ts";

const KINDS = ["TEXT", "LINK", "NONE"] as const;

/** A place (text) or a meeting link (https Zoom or Microsoft Teams, spec-2 §5), or not yet. */
export function WhereSection({ form }: { form: EventForm }) {
  const say = useSay();
  const { locationKind } = form.getValues();
  return (
    <FormSection titleId="events.form.section.where">
      <Radio.Group label={say("events.form.locationKind")} {...form.getInputProps("locationKind")}>
        <Group mt="xs">
          {KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={say(`events.form.location.${kind}`)} />
          ))}
        </Group>
      </Radio.Group>
      {locationKind === "TEXT" ? (
        <TextInput
          label={say("events.form.locationText")}
          withAsterisk
          maxLength={LOCATION_TEXT_MAX}
          dir="auto"
          {...form.getInputProps("locationText")}
        />
      ) : null}
      {locationKind === "LINK" ? (
        <TextInput
          type="url"
          label={say("events.form.locationLink")}
          description={say("events.form.locationLinkHelp")}
          placeholder="https://"
          withAsterisk
          dir="ltr"
          {...form.getInputProps("locationLink")}
        />
      ) : null}
    </FormSection>
  );
}
