import { useMutation } from "@apollo/client/react";
import { MEMBER_ROLE_MAX } from "@launchpad/domain/startups";
import { ActionIcon, Avatar, Button, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { readApiFailure } from "../../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../../lib/i18n/message-id.ts";
import {
  RemoveStartupMemberMutation,
  SetStartupMemberRoleMutation,
} from "../../api/startup-members.mutation.ts";

export type MemberRowData = {
  id: string;
  role?: string | null;
  user: { fullName: string; avatar?: string | null };
};

type MemberRowProps = {
  startupId: string;
  member: MemberRowData;
  mayEdit: boolean;
  /** The last member cannot leave (the server refuses it too). */
  last: boolean;
  onChanged: () => void;
  onError: (message: string) => void;
};

/** One member with their role; changing the role or removing them, for who may. */
export function MemberRow({ startupId, member, mayEdit, last, onChanged, onError }: MemberRowProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState(member.role ?? "");
  const [confirming, setConfirming] = useState(false);
  const [saveRole, saving] = useMutation(SetStartupMemberRoleMutation);
  const [remove, removing] = useMutation(RemoveStartupMemberMutation);
  const variables = { startupId, userId: member.id };
  const fail = (error: unknown) => onError(readApiFailure(error, intl).message);

  return (
    <Group justify="space-between" wrap="nowrap" data-testid="company-member">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={member.user.avatar} name={member.user.fullName} radius="xl" size="md" />
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              saveRole({ variables: { ...variables, role: role.trim() || null } }).then(() => {
                setEditing(false);
                onChanged();
              }, fail);
            }}
          >
            <Group gap="xs">
              <TextInput
                size="xs"
                aria-label={say("startupFile.members.roleOf", { name: member.user.fullName })}
                maxLength={MEMBER_ROLE_MAX}
                value={role}
                onChange={(event) => setRole(event.currentTarget.value)}
                data-autofocus
              />
              <Button size="xs" type="submit" loading={saving.loading}>
                {say("startupFile.save")}
              </Button>
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                {say("startupFile.cancel")}
              </Button>
            </Group>
          </form>
        ) : (
          <Stack gap={0}>
            <Text fw={500}>{member.user.fullName}</Text>
            <Text size="sm" c="dimmed">
              {member.role ?? say("startupFile.members.noRole")}
            </Text>
          </Stack>
        )}
      </Group>
      {mayEdit && !editing ? (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
            {say("startupFile.members.editRole")}
          </Button>
          <Tooltip label={say(last ? "startupFile.members.lastStays" : "startupFile.members.remove")}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={last}
              aria-label={say("startupFile.members.removeName", { name: member.user.fullName })}
              onClick={() => setConfirming(true)}
            >
              ×
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={say("startupFile.members.removeTitle")}
        body={say("startupFile.members.removeBody", { name: member.user.fullName })}
        confirm={say("startupFile.members.remove")}
        cancel={say("startupFile.cancel")}
        busy={removing.loading}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove({ variables }).then(() => {
            setConfirming(false);
            onChanged();
          }, fail)
        }
      />
    </Group>
  );
}
