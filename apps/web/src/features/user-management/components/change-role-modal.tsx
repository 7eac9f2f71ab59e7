import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useRoleLabel } from "../../role-names/index.ts";
import { useSubmit } from "../hooks/use-submit.ts";
import { fieldMessage } from "../lib/mutation-failure.ts";
import type { ManagedUser, PlanLimit, RoleOption } from "../lib/types.ts";
import { FailureAlert } from "./failure-alert.tsx";
import { PlanLimitNote } from "./plan-limit-note.tsx";

type ChangeRoleModalProps = {
  user: ManagedUser;
  roles: readonly RoleOption[];
  limits: readonly PlanLimit[];
  onSave: (roleId: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Gives a user another role (changeUserRole). The server keeps the last admin and the
 * plan's seats: its refusal stays in the dialog.
 */
export function ChangeRoleModal({ user, roles, limits, onSave, onClose }: ChangeRoleModalProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const [roleId, setRoleId] = useState<string | null>(user.role.id);
  const { busy, failure, submit } = useSubmit(onSave);
  const chosen = roles.find((role) => role.id === roleId);
  const movesCategory = chosen !== undefined && chosen.category !== user.category;
  const options = roles
    .filter((role) => role.type !== "System")
    .map((role) => ({ value: role.id, label: roleLabel(role) }));

  const save = async () => {
    if (!roleId) return;
    if (roleId === user.role.id || (await submit(roleId))) onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={<FormattedMessage id="users.changeRole.title" values={{ name: user.fullName }} />}
      data-testid="change-role-modal"
    >
      <Stack gap="md">
        <Select
          label={intl.formatMessage({ id: "users.changeRole.role" })}
          data={options}
          value={roleId}
          onChange={setRoleId}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: false }}
          error={fieldMessage(failure, "roleId")}
          data-testid="change-role-select"
        />
        {movesCategory ? <PlanLimitNote limit={limits.find((l) => l.name === chosen.category)} /> : null}
        <FailureAlert failure={failure} fields={["roleId"]} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            <FormattedMessage id="users.cancel" />
          </Button>
          <Button onClick={save} loading={busy} disabled={!roleId} data-testid="change-role-submit">
            <FormattedMessage id="users.changeRole.submit" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
