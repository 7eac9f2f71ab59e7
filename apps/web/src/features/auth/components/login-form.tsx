import { Anchor, Group, Stack, TextInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { PasswordField } from "../../../components/password-field.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { signIn } from "../api/sign-in.request.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useAuthSubmit } from "../hooks/use-auth-submit.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { AuthSubmit } from "./auth-submit.tsx";

type LoginFormProps = {
  /** The organisation's slug, sent along so the server checks it matches the host. */
  incubator: string | undefined;
  returnTo: string;
  /** Hidden with single sign-on: passwords are not this app's to reset then. */
  showForgotPassword: boolean;
};

export function LoginForm({ incubator, returnTo, showForgotPassword }: LoginFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const completeSignIn = useCompleteSignIn();
  const emailLabel = intl.formatMessage({ id: "field.email" });
  const passwordLabel = intl.formatMessage({ id: "field.password" });

  const form = useAuthForm({
    initialValues: { email: "", password: "" },
    validate: { email: rules.email(emailLabel), password: rules.required(passwordLabel) },
  });

  const { failure, onSubmit } = useAuthSubmit(form);
  const submit = onSubmit(async ({ email, password }) => {
    const { token } = await signIn(rest, { email: email.trim(), password, incubator });
    completeSignIn(token, returnTo);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...form.getInputProps("email")}
        />
        <PasswordField
          label={passwordLabel}
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        {showForgotPassword ? (
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgotpassword" size="sm">
              <FormattedMessage id="login.forgotPassword" />
            </Anchor>
          </Group>
        ) : null}
        <AuthSubmit failure={failure?.message} submitting={form.submitting} labelId="login.submit" />
      </Stack>
    </form>
  );
}
