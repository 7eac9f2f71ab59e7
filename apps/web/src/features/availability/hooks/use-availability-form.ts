import { MAX_MINIMUM_NOTICE_HOURS } from "@launchpad/domain";
import { useForm } from "@mantine/form";
import { useCallback, useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { availabilityProblems, type Problem } from "../lib/availability-problems.ts";
import type { AvailabilityInput, HostAvailability } from "../lib/availability-types.ts";
import {
  type AvailabilityValues,
  formPathOf,
  toAvailabilityInput,
  toAvailabilityValues,
} from "../lib/availability-values.ts";

export const PROBLEM_MESSAGES: Record<Problem, MessageId> = {
  startAfterEnd: "availability.error.startAfterEnd",
  overlap: "availability.error.overlap",
  timezone: "availability.error.timezone",
  date: "availability.error.date",
  dateTwice: "availability.error.dateTwice",
  durations: "availability.error.durations",
  notice: "availability.error.notice",
  httpsUrl: "availability.error.httpsUrl",
};

/**
 * The availability form: checked here first, then saved whole. On success a toast and a
 * clean form (the saved values); a ValidationError puts each message next to its field,
 * and anything else (or a path no field shows) goes to an alert above the save button.
 */
export function useAvailabilityForm(
  availability: HostAvailability,
  save: (input: AvailabilityInput) => Promise<HostAvailability>,
) {
  const intl = useIntl();
  const [failures, setFailures] = useState<string[]>([]);
  // Stable, so that the form's setters are too and unchanged days skip rendering.
  const validate = useCallback(
    (values: AvailabilityValues) =>
      Object.fromEntries(
        Object.entries(availabilityProblems(values)).map(([path, problem]) => [
          path,
          intl.formatMessage({ id: PROBLEM_MESSAGES[problem] }, { max: MAX_MINIMUM_NOTICE_HOURS }),
        ]),
      ),
    [intl],
  );
  const form = useForm<AvailabilityValues>({
    mode: "controlled",
    initialValues: toAvailabilityValues(availability),
    validate,
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      setFailures([]);
      const { input, weeklyPaths } = toAvailabilityInput(values);
      try {
        const saved = toAvailabilityValues(await save(input));
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
        showToast({ color: "green", message: intl.formatMessage({ id: "availability.saved" }) });
      } catch (error) {
        const failure = readApiFailure(error, intl, (path) =>
          /^overrides\.\d+\.date$/.test(path)
            ? intl.formatMessage({ id: "availability.overrides.date" })
            : null,
        );
        const own: Record<string, string> = {};
        const other: string[] = [];
        for (const [path, message] of Object.entries(failure.fields)) {
          const field = formPathOf(path, weeklyPaths);
          if (field) own[field] = message;
          else other.push(message);
        }
        form.setErrors(own);
        setFailures(other.length > 0 || Object.keys(own).length > 0 ? other : [failure.message]);
        if (Object.keys(own).length > 0) requestAnimationFrame(() => revealFirstError(formElement));
      }
    },
    () => requestAnimationFrame(() => revealFirstError(document.querySelector("form[data-availability]"))),
  );

  return { form, submit, failures, clearFailures: () => setFailures([]) };
}

export type AvailabilityForm = ReturnType<typeof useAvailabilityForm>["form"];

/** The first refused field (or its message), brought to the middle of the window and focused. */
function revealFirstError(formElement: HTMLFormElement | null) {
  const field =
    formElement?.querySelector<HTMLElement>("[aria-invalid='true']") ??
    formElement?.querySelector<HTMLElement>("[data-range-error]");
  field?.scrollIntoView?.({ block: "center" });
  field?.focus({ preventScroll: true });
}
