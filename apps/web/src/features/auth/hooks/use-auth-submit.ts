import type { FormEvent } from "react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { sayFieldErrors } from "../../../lib/forms/field-errors.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { type AuthErrorOverrides, authErrorMessage } from "../lib/auth-error-message.ts";
import type { AuthForm } from "./use-auth-form.ts";

/** Why the last submit failed, said in the user's language, with the server's error name. */
export type AuthFailure = { message: string; errorName: string | null };

type AuthSubmitOptions<Values> = {
  /** Fields whose server message (`fields` of the answer) is shown under the field instead. */
  fields?: readonly (keyof Values & string)[];
  /** Messages of this form for some of the server's error names. */
  errors?: AuthErrorOverrides;
  /** The form's label of a field, for a message that names it ("Password must be …"). */
  labelOf?: (field: string) => string | undefined;
};

/**
 * The submit of an auth form (sign-in, forgotten or new password, invitation): clears the
 * last failure, runs the request, and on failure puts the server's field messages under
 * their fields or, when it names none of them, one failure above the submit button.
 */
export function useAuthSubmit<Values extends Record<string, unknown>>(
  form: AuthForm<Values>,
  { fields = [], errors, labelOf }: AuthSubmitOptions<Values> = {},
) {
  const intl = useIntl();
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const onSubmit = (
    request: (values: Values) => Promise<void>,
  ): ((event?: FormEvent<HTMLFormElement>) => void) =>
    form.onSubmit(async (values) => {
      setFailure(null);
      try {
        await request(values);
      } catch (error) {
        // The server's codes in the user's language (its English only for a rule it explains itself).
        const answered =
          error instanceof RestError
            ? { ...error.fields, ...sayFieldErrors(intl, error.fieldErrors, labelOf) }
            : {};
        const known = fields.filter((field) => answered[field]);
        for (const field of known) form.setFieldError(field, answered[field]);
        if (known.length > 0) return;
        setFailure({
          message: authErrorMessage(error, intl, errors),
          errorName: error instanceof RestError ? error.errorName : null,
        });
      }
    });

  return { failure, onSubmit };
}
