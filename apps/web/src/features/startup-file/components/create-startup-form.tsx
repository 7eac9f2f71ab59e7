import { useMutation } from "@apollo/client/react";
import { STARTUP_NAME_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { CreateStartupMutation } from "../api/create-startup.mutation.ts";
import { creationFailure } from "../lib/creation-failure.ts";
import { FILE_MESSAGES } from "../lib/file-messages.ts";

type CreateStartupFormProps = { onCancel: () => void; onCreated?: (id: string) => void };

/**
 * spec-1 §5 and §7 (CreateStartupInNavCreateCompanyModal): a name, required; the plan's
 * startup limit refused in an alert (spec-1 §8: the error's name when there is no better
 * text). On success the signed-in user is read again (the menu's Startup File entry needs
 * their startups) and the new file opens at /startup/{id}.
 */
export function CreateStartupForm(props: CreateStartupFormProps) {
  // The side menu shows this form outside the file's pages, whose texts load with them.
  return (
    <MessagesGate areas={FILE_MESSAGES} loading={<Loader size="sm" aria-busy="true" />}>
      <CreateStartupFields {...props} />
    </MessagesGate>
  );
}

function CreateStartupFields({ onCancel, onCreated }: CreateStartupFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [failure, setFailure] = useState<ReturnType<typeof creationFailure> | null>(null);
  const [create, creation] = useMutation(CreateStartupMutation, {
    refetchQueries: ["CurrentUser"],
    awaitRefetchQueries: true,
  });

  const submit = async () => {
    setFailure(null);
    try {
      const result = await create({ variables: { input: { name: name.trim() } } });
      const id = result.data?.createStartup.id;
      if (!id) return;
      onCreated?.(id);
      navigate(`/startup/${id}`);
    } catch (error) {
      setFailure(creationFailure(error, intl));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: "startupFile.create.intro" })}
        </Text>
        {failure?.alert ? (
          <Alert color="red" role="alert" data-testid="create-startup-error">
            {failure.alert}
          </Alert>
        ) : null}
        <TextInput
          label={intl.formatMessage({ id: "startupFile.create.name" })}
          required
          maxLength={STARTUP_NAME_MAX}
          value={name}
          error={failure?.name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage({ id: "startupFile.cancel" })}
          </Button>
          <Button type="submit" loading={creation.loading} disabled={!name.trim()}>
            {intl.formatMessage({ id: "startupFile.create.submit" })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
