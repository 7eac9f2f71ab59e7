import { useMutation } from "@apollo/client/react";
import { MEMBER_ROLE_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { readApiFailure } from "../../../../lib/forms/api-failure.ts";
import { AddStartupMemberMutation } from "../../api/startup-members.mutation.ts";
import { PersonPicker } from "./person-picker.tsx";

type AddMemberDialogProps = { startupId: string; onClose: () => void; onAdded: () => void };

/** Adds a cofounder of the organisation to the startup, with their role ("CTO"). */
export function AddMemberDialog({ startupId, onClose, onAdded }: AddMemberDialogProps) {
  const intl = useIntl();
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState("");
  const [failure, setFailure] = useState<ReturnType<typeof readApiFailure> | null>(null);
  const [add, adding] = useMutation(AddStartupMemberMutation);
  const submit = async () => {
    if (!userId) return;
    try {
      await add({ variables: { startupId, userId, role: role.trim() || null } });
      onAdded();
      onClose();
    } catch (error) {
      setFailure(readApiFailure(error, intl));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: "startupFile.members.addTitle" })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure && !failure.fields.userId && !failure.fields.role ? (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          ) : null}
          <PersonPicker
            kind="member"
            startupId={startupId}
            label={intl.formatMessage({ id: "startupFile.members.person" })}
            nothingFound={intl.formatMessage({ id: "startupFile.members.noCandidates" })}
            value={userId}
            onChange={setUserId}
            error={failure?.fields.userId}
          />
          <TextInput
            label={intl.formatMessage({ id: "startupFile.members.role" })}
            description={intl.formatMessage({ id: "startupFile.members.roleHint" })}
            maxLength={MEMBER_ROLE_MAX}
            value={role}
            error={failure?.fields.role}
            onChange={(event) => setRole(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: "startupFile.cancel" })}
            </Button>
            <Button type="submit" loading={adding.loading} disabled={!userId}>
              {intl.formatMessage({ id: "startupFile.members.add" })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
