import { Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useIntl } from "react-intl";
import { SaveBar } from "../../../../components/forms/save-bar.tsx";
import { readApiFailure, splitFieldErrors } from "../../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../../lib/i18n/message-id.ts";
import { formPathOf } from "../../lib/form-input.ts";
import { validateEventForm } from "../../lib/form-validation.ts";
import { type EventFormValues, VISIBILITY_KEYS } from "../../lib/form-values.ts";
import { AudienceSection } from "./audience-section.tsx";
import { BasicsSection } from "./basics-section.tsx";
import { ClassificationSection } from "./classification-section.tsx";
import type { EventFormOptions, Option } from "./form-context.ts";
import { MediaSection } from "./media-section.tsx";
import { OneOnOneSection } from "./one-on-one-section.tsx";
import { RegistrationSection } from "./registration-section.tsx";
import { StatusSection } from "./status-section.tsx";
import { WhenSection } from "./when-section.tsx";
import { WhereSection } from "./where-section.tsx";

type EventFormProps = {
  initialValues: EventFormValues;
  creating: boolean;
  options: EventFormOptions;
  /** People the event already names (hosts, extra editor), with their names. */
  knownPeople: readonly Option[];
  /** Sends the values; a refusal is thrown as the API's error. */
  onSave: (values: EventFormValues) => Promise<void>;
};

/** Every path a field of the form shows an error at (a server refusal elsewhere goes above Save). */
function formPaths(values: EventFormValues): Set<string> {
  const paths = new Set(Object.keys(values));
  for (const key of VISIBILITY_KEYS) {
    paths.add(`visibility.${key}.is`);
    paths.add(`visibility.${key}.isNot`);
  }
  values.links.forEach((_, index) => {
    paths.add(`links.${index}.name`);
    paths.add(`links.${index}.link`);
  });
  return paths;
}

/**
 * The event editor (/events/new, /events/:id/edit): sections for the basics, when, where,
 * who sees it, registration or one-to-one settings, media, topics and tags, and status.
 * Checked as the server checks before sending; the server's refusal is shown by field.
 */
export function EventForm({ initialValues, creating, options, knownPeople, onSave }: EventFormProps) {
  const intl = useIntl();
  const [failures, setFailures] = useState<string[]>([]);
  const form = useForm<EventFormValues>({
    mode: "controlled",
    initialValues,
    validate: (values) => {
      const said: Record<string, string> = {};
      for (const [path, problem] of Object.entries(validateEventForm(values))) {
        const field = problem.values?.field;
        const values_ = {
          ...problem.values,
          ...(typeof field === "string" ? { field: intl.formatMessage({ id: field as MessageId }) } : {}),
        };
        said[path] = intl.formatMessage({ id: problem.id as MessageId }, values_);
      }
      return said;
    },
  });

  const submit = form.onSubmit(
    async (values, event) => {
      setFailures([]);
      try {
        await onSave(values);
        form.resetDirty(values);
      } catch (error) {
        const failure = readApiFailure(error, intl);
        const { own, other } = splitFieldErrors(failure.fields, formPaths(values), formPathOf);
        form.setErrors(own);
        setFailures(other.length > 0 || Object.keys(own).length > 0 ? other : [failure.message]);
        const element = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
        requestAnimationFrame(() => element?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      }
    },
    // The first field the checks refused gets the focus.
    () =>
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>("[data-event-form] [aria-invalid='true']")?.focus(),
      ),
  );

  const group = form.getValues().eventType === "GROUP";
  return (
    <form onSubmit={submit} noValidate data-event-form>
      <Stack gap="lg">
        <BasicsSection form={form} creating={creating} />
        <WhenSection form={form} creating={creating} />
        <WhereSection form={form} />
        {group ? (
          <RegistrationSection form={form} />
        ) : (
          <OneOnOneSection form={form} knownPeople={knownPeople} />
        )}
        <AudienceSection form={form} options={options} />
        <ClassificationSection form={form} options={options} />
        <MediaSection form={form} />
        <StatusSection form={form} creating={creating} knownPeople={knownPeople} />
        <SaveBar
          dirty={creating || form.isDirty()}
          saving={form.submitting}
          failures={failures}
          onDismiss={() => setFailures([])}
          messages={{
            save: creating ? "events.form.create" : "events.form.save",
            saveError: "events.form.saveError",
          }}
        />
      </Stack>
    </form>
  );
}
