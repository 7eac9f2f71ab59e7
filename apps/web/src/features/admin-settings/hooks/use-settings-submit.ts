import type { UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { leafPaths, readApiFailure, splitFieldErrors } from "../../../lib/forms/api-failure.ts";

type SubmitOptions<Values> = {
  /** Sends the form and answers the saved values, which become the form's new starting point. */
  save: (values: Values) => Promise<Values>;
  /** Turns a server input path into the form's field path (when the form is shaped differently). */
  fieldPath?: (values: Values) => (path: string) => string;
  /** The label of a server input path, for a refusal said in the user's words ("Title is a required field"). */
  labelOf?: (path: string) => string | null | undefined;
};

/**
 * Saving a settings form: on success a toast and a clean (not dirty) form; a
 * ValidationError puts each message under its field, and anything else (or a message
 * for a path no field shows) goes to an alert above the save button.
 */
export function useSettingsSubmit<Values extends object>(
  form: UseFormReturnType<Values>,
  { save, fieldPath, labelOf }: SubmitOptions<Values>,
) {
  const intl = useIntl();
  const [failures, setFailures] = useState<string[]>([]);

  const submit = form.onSubmit(async (values, event) => {
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    setFailures([]);
    try {
      const saved = await save(values);
      form.setInitialValues(saved);
      form.setValues(saved);
      form.resetDirty(saved);
      showToast({ color: "green", message: intl.formatMessage({ id: "settings.saved" }) });
    } catch (error) {
      const failure = readApiFailure(error, intl, labelOf);
      const { own, other } = splitFieldErrors(failure.fields, leafPaths(values), fieldPath?.(values));
      form.setErrors(own);
      setFailures(other.length > 0 || Object.keys(own).length > 0 ? other : [failure.message]);
      if (Object.keys(own).length > 0) requestAnimationFrame(() => revealFirstError(formElement));
    }
  });

  return { submit, failures, clearFailures: () => setFailures([]) };
}

/** The first field the server refused, brought to the middle of the window (clear of the save bar) and focused. */
function revealFirstError(formElement: HTMLFormElement | null) {
  const field = formElement?.querySelector<HTMLElement>("[aria-invalid='true']");
  field?.scrollIntoView?.({ block: "center" });
  field?.focus({ preventScroll: true });
}
