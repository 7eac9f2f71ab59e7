import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { useRoleLabel } from "../../role-names/index.ts";
import { useSubmit } from "../hooks/use-submit.ts";
import { fieldMessage } from "../lib/mutation-failure.ts";
import type { PlanLimit, RoleOption } from "../lib/types.ts";
import { FailureAlert } from "./failure-alert.tsx";
import { PlanLimitNote } from "./plan-limit-note.tsx";

export type InviteValues = { email: string; role: RoleOption };

type InviteUserModalProps = {
  roles: readonly RoleOption[];
  limits: readonly PlanLimit[];
  /** Preselected role type (the mentors view invites mentors). */
  defaultRoleType?: string;
  onInvite: (values: InviteValues) => Promise<unknown>;
  onClose: () => void;
};

/** Invites an e-mail address with a role; the plan's seats of the role's category are shown. */
export function InviteUserModal({ roles, limits, defaultRoleType, onInvite, onClose }: InviteUserModalProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const roleName = useRoleLabel();
  const emailLabel = intl.formatMessage({ id: "users.invite.email" });
  const roleLabel = intl.formatMessage({ id: "users.invite.role" });
  const invitable = roles.filter((role) => role.type !== "System");
  const { busy, failure, submit } = useSubmit(onInvite);

  const form = useForm({
    mode: "controlled",
    initialValues: {
      email: "",
      roleId: invitable.find((role) => role.type === defaultRoleType)?.id ?? "",
    },
    validateInputOnBlur: true,
    validate: { email: rules.email(emailLabel), roleId: rules.required(roleLabel) },
  });
  const chosen = invitable.find((role) => role.id === form.values.roleId);

  const send = form.onSubmit(async ({ email, roleId }) => {
    const role = invitable.find((r) => r.id === roleId);
    if (role && (await submit({ email: email.trim(), role }))) onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={<FormattedMessage id="users.invite.title" />}
      data-testid="invite-user-modal"
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <TextInput
            label={emailLabel}
            type="email"
            inputMode="email"
            autoComplete="off"
            dir="ltr"
            data-autofocus
            {...form.getInputProps("email")}
            error={form.errors.email ?? fieldMessage(failure, "email")}
          />
          <Select
            label={roleLabel}
            data={invitable.map((role) => ({ value: role.id, label: roleName(role) }))}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            {...form.getInputProps("roleId")}
            value={form.values.roleId || null}
            onChange={(value) => form.setFieldValue("roleId", value ?? "")}
            error={form.errors.roleId ?? fieldMessage(failure, "roleId") ?? fieldMessage(failure, "roleType")}
          />
          {chosen ? <PlanLimitNote limit={limits.find((limit) => limit.name === chosen.category)} /> : null}
          <FailureAlert failure={failure} fields={["email", "roleId", "roleType"]} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              <FormattedMessage id="users.cancel" />
            </Button>
            <Button type="submit" loading={busy}>
              <FormattedMessage id="users.invite.submit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
