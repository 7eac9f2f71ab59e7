import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PasswordField } from "../../../components/password-field.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { acceptInvitation } from "../api/accept-invitation.request.ts";
import type { Invitation } from "../api/invitation.request.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { authErrorMessage } from "../lib/auth-error-message.ts";

type AcceptInvitationFormProps = { token: string; invitation: Invitation };

const FIELDS = ["firstName", "lastName", "password"] as const;

export function AcceptInvitationForm({ token, invitation }: AcceptInvitationFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const labels = {
    firstName: intl.formatMessage({ id: "field.firstName" }),
    lastName: intl.formatMessage({ id: "field.lastName" }),
    password: intl.formatMessage({ id: "field.password" }),
  };

  const form = useForm({
    mode: "controlled",
    initialValues: { firstName: "", lastName: "", password: "" },
    validateInputOnBlur: true,
    validate: {
      firstName: rules.required(labels.firstName),
      lastName: rules.required(labels.lastName),
      password: rules.required(labels.password),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const signedIn = await acceptInvitation(rest, {
        token,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        password: values.password,
      });
      completeSignIn(signedIn.token, "/");
    } catch (error) {
      const fields = error instanceof RestError ? error.fields : {};
      const known = FIELDS.filter((field) => fields[field]);
      for (const field of known) form.setFieldError(field, fields[field]);
      if (known.length === 0) {
        setFailure(authErrorMessage(error, intl, { InvalidToken: "invitation.error.invalidToken" }));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: "field.email" })}
          value={invitation.email}
          readOnly
          variant="filled"
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={labels.firstName}
            autoComplete="given-name"
            {...form.getInputProps("firstName")}
          />
          <TextInput label={labels.lastName} autoComplete="family-name" {...form.getInputProps("lastName")} />
        </Group>
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          {...form.getInputProps("password")}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={form.submitting}>
          <FormattedMessage id="invitation.submit" />
        </Button>
      </Stack>
    </form>
  );
}
