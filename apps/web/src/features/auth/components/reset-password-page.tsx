import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { PasswordField } from "../../../components/password-field.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { resetPassword } from "../api/reset-password.request.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";
import type { LoginNavigationState } from "../lib/login-notice.ts";
import { AuthPage } from "./auth-page.tsx";

type Failure = { message: string; expired: boolean };

/** Sets a new password from the link of the reset e-mail; then the user signs in with it. */
export function ResetPasswordPage({ token }: { token: string }) {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const passwordLabel = intl.formatMessage({ id: "field.newPassword" });
  const confirmLabel = intl.formatMessage({ id: "field.confirmPassword" });

  const form = useForm({
    mode: "controlled",
    initialValues: { newPassword: "", confirmPassword: "" },
    validateInputOnBlur: true,
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

  const submit = form.onSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword(rest, { token, newPassword });
      const state: LoginNavigationState = { notice: "passwordChanged" };
      void navigate("/login", { replace: true, state });
    } catch (error) {
      const fieldMessage = error instanceof RestError ? error.fields.newPassword : undefined;
      if (fieldMessage) {
        form.setFieldError("newPassword", fieldMessage);
        return;
      }
      setFailure({
        message: authErrorMessage(error, intl, { InvalidToken: "reset.error.invalidToken" }),
        expired: error instanceof RestError && error.errorName === "InvalidToken",
      });
    }
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
          {failure ? (
            <Alert color="red" role="alert">
              {failure.message}{" "}
              {failure.expired ? (
                <Anchor component={Link} to="/forgotpassword" size="sm">
                  <FormattedMessage id="reset.askAgain" />
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <Button type="submit" fullWidth loading={form.submitting}>
            <FormattedMessage id="reset.submit" />
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        <FormattedMessage id="auth.backToLogin" />
      </Anchor>
    </AuthPage>
  );
}
