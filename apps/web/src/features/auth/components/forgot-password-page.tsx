import { Alert, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { sendResetPassword } from "../api/send-reset-password.request.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useAuthSubmit } from "../hooks/use-auth-submit.ts";
import { AuthPage } from "./auth-page.tsx";
import { AuthSubmit } from "./auth-submit.tsx";
import { BackToLoginLink } from "./back-to-login-link.tsx";

/**
 * Asks for a password reset link. The answer never tells whether an account uses the
 * address (the server answers the same either way), and neither does this page.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailLabel = intl.formatMessage({ id: "field.email" });

  const form = useAuthForm({
    initialValues: { email: "" },
    validate: { email: rules.email(emailLabel) },
  });

  const { failure, onSubmit } = useAuthSubmit(form, { fields: ["email"] });
  const submit = onSubmit(async ({ email }) => {
    await sendResetPassword(rest, email.trim());
    setSentTo(email.trim());
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
            <AuthSubmit failure={failure?.message} submitting={form.submitting} labelId="forgot.submit" />
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </AuthPage>
  );
}
