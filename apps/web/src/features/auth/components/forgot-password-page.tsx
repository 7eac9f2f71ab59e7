import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { sendResetPassword } from "../api/send-reset-password.request.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";
import { AuthPage } from "./auth-page.tsx";

/**
 * Asks for a password reset link. The answer never tells whether an account uses the
 * address (the server answers the same either way), and neither does this page.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emailLabel = intl.formatMessage({ id: "field.email" });

  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validateInputOnBlur: true,
    validate: { email: rules.email(emailLabel) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await sendResetPassword(rest, email.trim());
      setSentTo(email.trim());
    } catch (error) {
      const fieldMessage = error instanceof RestError ? error.fields.email : undefined;
      if (fieldMessage) form.setFieldError("email", fieldMessage);
      else setFailure(authErrorMessage(error, intl));
    }
  });

  return (
    <AuthPage title={<FormattedMessage id="forgot.title" />}>
      {sentTo ? (
        <Alert color="green" role="status">
          <FormattedMessage id="forgot.sent" values={{ email: <bdi>{sentTo}</bdi> }} />
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text c="dimmed">
              <FormattedMessage id="forgot.text" />
            </Text>
            <TextInput
              label={emailLabel}
              type="email"
              autoComplete="email"
              {...form.getInputProps("email")}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" fullWidth loading={form.submitting}>
              <FormattedMessage id="forgot.submit" />
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        <FormattedMessage id="auth.backToLogin" />
      </Anchor>
    </AuthPage>
  );
}
