import { logoProblem } from "@launchpad/domain";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { sayFieldError } from "./field-errors.ts";

/**
 * spec-1 §5 default field messages: '{field} is a required field', '{field} is not a
 * valid email'. A rule answers the message to show under the field, or null.
 */
export type FieldRule = (value: string) => string | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type FieldRules = {
  required: (field: string) => FieldRule;
  /** Required, and an e-mail address. */
  email: (field: string) => FieldRule;
  /** Required, and equal to another value (a password typed twice). */
  sameAs: (field: string, other: () => string, message: string) => FieldRule;
  /** Required while a switch is on (an active login button's text, an active SEO title). */
  requiredWhen: (field: string, active: () => boolean) => FieldRule;
  /** Empty, or an https address or a PNG/JPEG/WebP data URL (packages/domain logoProblem, as the server). */
  logo: (field: string) => FieldRule;
};

export function useFieldRules(): FieldRules {
  const intl = useIntl();
  return useMemo(() => {
    const required =
      (field: string): FieldRule =>
      (value) =>
        value.trim() ? null : intl.formatMessage({ id: "validation.required" }, { field });
    return {
      required,
      email: (field) => (value) =>
        required(field)(value) ??
        (isEmail(value) ? null : intl.formatMessage({ id: "validation.email" }, { field })),
      sameAs: (field, other, message) => (value) =>
        required(field)(value) ?? (value === other() ? null : message),
      requiredWhen: (field, active) => (value) => (active() ? required(field)(value) : null),
      logo: (field) => (value) => {
        const problem = value.trim() ? logoProblem(value) : null;
        return problem ? sayFieldError(intl, { path: "", ...problem }, () => field) : null;
      },
    };
  }, [intl]);
}
