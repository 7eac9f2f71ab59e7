import { Group, Stack, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { PasswordField } from "../../../components/password-field.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRestClient } from "../../../lib/rest/rest-client-context.ts";
import { acceptInvitation } from "../api/accept-invitation.request.ts";
import type { Invitation } from "../api/invitation.request.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";
import { useAuthSubmit } from "../hooks/use-auth-submit.ts";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in.ts";
import { AuthSubmit } from "./auth-submit.tsx";

type AcceptInvitationFormProps = { token: string; invitation: Invitation };

const FIELDS = ["firstName", "lastName", "password"] as const;

export function AcceptInvitationForm({ token, invitation }: AcceptInvitationFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const rest = useRestClient();
  const completeSignIn = useCompleteSignIn();
  const labels = {
    firstName: intl.formatMessage({ id: "field.firstName" }),
    lastName: intl.formatMessage({ id: "field.lastName" }),
    password: intl.formatMessage({ id: "field.password" }),
  };

  const form = useAuthForm({
    initialValues: { firstName: "", lastName: "", password: "" },
    validate: {
      firstName: rules.required(labels.firstName),
      lastName: rules.required(labels.lastName),
      password: rules.required(labels.password),
    },
  });

  const { failure, onSubmit } = useAuthSubmit(form, {
    fields: FIELDS,
    errors: { InvalidToken: "invitation.error.invalidToken" },
    labelOf: (field) => labels[field as keyof typeof labels],
  });
  const submit = onSubmit(async (values) => {
    const signedIn = await acceptInvitation(rest, {
      token,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
    });
    completeSignIn(signedIn.token, "/");
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
        <AuthSubmit failure={failure?.message} submitting={form.submitting} labelId="invitation.submit" />
      </Stack>
    </form>
  );
}
