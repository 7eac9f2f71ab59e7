import type { ChangeEvent, FormEvent } from "react";
import { useRef, useState } from "react";

/** A field's rule: the message to show under it, or null (lib/forms/field-rules.ts). */
type Rule<Values, Value> = (value: Value, values: Values) => string | null;

type AuthFormOptions<Values> = {
  initialValues: Values;
  validate?: { [Field in keyof Values]?: Rule<Values, Values[Field]> };
};

/** What an input takes from the form (Mantine's inputs: value, onChange, onBlur, error). */
type InputProps<Value> = {
  value: Value;
  onChange: (eventOrValue: ChangeEvent<HTMLInputElement> | Value) => void;
  onBlur: () => void;
  error: string | undefined;
};

export type AuthForm<Values> = {
  submitting: boolean;
  getInputProps: <Field extends keyof Values & string>(field: Field) => InputProps<Values[Field]>;
  setFieldError: (field: keyof Values & string, message: string | undefined) => void;
  /** The submit handler: checks every field, and runs `handler` with the values when none fails. */
  onSubmit: (
    handler: (values: Values) => Promise<void> | void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
};

const isEvent = (value: unknown): value is ChangeEvent<HTMLInputElement> =>
  typeof value === "object" && value !== null && "currentTarget" in value;

/**
 * The sign-in and account forms' state (decision 034): what they used of @mantine/form's
 * `useForm` in controlled mode with `validateInputOnBlur`, without its 6 KB on the public
 * pages. A field is checked when it loses focus and all of them on submit; typing clears the
 * field's message; `submitting` holds while the handler runs.
 */
export function useAuthForm<Values extends Record<string, unknown>>({
  initialValues,
  validate = {},
}: AuthFormOptions<Values>): AuthForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // The latest values, for a rule read on blur right after a change (a password typed twice).
  const latest = useRef(values);
  latest.current = values;

  const errorOf = <Field extends keyof Values>(field: Field, all: Values): string | undefined =>
    validate[field]?.(all[field], all) ?? undefined;
  const setFieldError = (field: keyof Values, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  return {
    submitting,
    setFieldError,
    getInputProps: (field) => ({
      value: values[field],
      onChange: (eventOrValue) => {
        const value = (
          isEvent(eventOrValue) ? eventOrValue.currentTarget.value : eventOrValue
        ) as Values[typeof field];
        latest.current = { ...latest.current, [field]: value };
        setValues(latest.current);
        setFieldError(field, undefined);
      },
      onBlur: () => setFieldError(field, errorOf(field, latest.current)),
      error: errors[field],
    }),
    onSubmit: (handler) => (event) => {
      event?.preventDefault();
      const all = latest.current;
      const found: Partial<Record<keyof Values, string>> = {};
      for (const field of Object.keys(validate) as (keyof Values)[]) {
        const message = errorOf(field, all);
        if (message) found[field] = message;
      }
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setSubmitting(true);
      void Promise.resolve(handler(all)).finally(() => setSubmitting(false));
    },
  };
}
