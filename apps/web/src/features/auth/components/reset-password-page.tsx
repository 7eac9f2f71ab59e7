import { Anchor, Stack } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PasswordField } from "../../../components/password-field.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { resetPassword } from "../api/reset-password.request.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useAuthSubmit } from "../hooks/use-auth-submit.ts";
import type { LoginNavigationState } from "../lib/login-notice.ts";
import { AuthPage } from "./auth-page.tsx";
import { AuthSubmit } from "./auth-submit.tsx";
import { BackToLoginLink } from "./back-to-login-link.tsx";

/** Sets a new password from the link of the reset e-mail; then the user signs in with it. */
export function ResetPasswordPage({ token }: { token: string }) {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const navigate = useNavigate();
  const passwordLabel = intl.formatMessage({ id: "field.newPassword" });
  const confirmLabel = intl.formatMessage({ id: "field.confirmPassword" });

  const form = useAuthForm({
    initialValues: { newPassword: "", confirmPassword: "" },
    validate: {
      newPassword: rules.required(passwordLabel),
      confirmPassword: (value, values) =>
        rules.sameAs(
          confirmLabel,
          () => values.newPassword,
          intl.formatMessage({ id: "reset.mismatch" }),
        )(value),
    },
  });

  const { failure, onSubmit } = useAuthSubmit(form, {
    fields: ["newPassword"],
    errors: { InvalidToken: "reset.error.invalidToken" },
    labelOf: () => passwordLabel,
  });
  const submit = onSubmit(async ({ newPassword }) => {
    await resetPassword(rest, { token, newPassword });
    const state: LoginNavigationState = { notice: "passwordChanged" };
    void navigate("/login", { replace: true, state });
  });

  return (
    <AuthPage title={<FormattedMessage id="reset.title" />}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={passwordLabel}
            autoComplete="new-password"
            {...form.getInputProps("newPassword")}
          />
          <PasswordField
            label={confirmLabel}
            autoComplete="new-password"
            {...form.getInputProps("confirmPassword")}
          />
          <AuthSubmit
            failure={
              failure ? (
                <>
                  {failure.message}{" "}
                  {failure.errorName === "InvalidToken" ? (
                    <Anchor component={Link} to="/forgotpassword" size="sm">
                      <FormattedMessage id="reset.askAgain" />
                    </Anchor>
                  ) : null}
                </>
              ) : null
            }
            submitting={form.submitting}
            labelId="reset.submit"
          />
        </Stack>
      </form>
      <BackToLoginLink />
    </AuthPage>
  );
}
