import { useQuery } from "@apollo/client/react";
import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { AdminRolesQuery } from "../api/admin-roles.query.ts";
import { useCustomRolesInPlan } from "../hooks/use-custom-roles-in-plan.ts";
import { readApiError } from "../lib/api-error.ts";
import type { Role } from "../lib/role.ts";
import { CreateRoleModal } from "./create-role-modal.tsx";
import { DeleteRoleModal } from "./delete-role-modal.tsx";
import { EditRoleModal } from "./edit-role-modal.tsx";
import { RolesTable } from "./roles-table.tsx";

type Dialog = { kind: "create" } | { kind: "edit"; role: Role } | { kind: "delete"; role: Role } | null;

/** /admin/settings/roles: the organisation's roles, custom roles and their visibility (spec-2 §6). */
export function RolesPage() {
  const { data, loading, error, refetch } = useQuery(AdminRolesQuery);
  const customRolesInPlan = useCustomRolesInPlan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const roles = data?.roles ?? [];
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>
            <FormattedMessage id="nav.settings.roles" />
          </Title>
          <Text c="dimmed" maw={720}>
            <FormattedMessage id="roles.intro" />
          </Text>
        </Stack>
        <Button
          data-testid="create-role-button"
          onClick={() => setDialog({ kind: "create" })}
          disabled={!data}
        >
          <FormattedMessage id="roles.create.open" />
        </Button>
      </Group>
      {error && (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <FormattedMessage id="roles.loadError" values={{ message: readApiError(error).message }} />
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              <FormattedMessage id="roles.retry" />
            </Button>
          </Stack>
        </Alert>
      )}
      {loading && !data ? (
        <Loader />
      ) : (
        data && (
          <RolesTable
            roles={roles}
            onEdit={(role) => setDialog({ kind: "edit", role })}
            onDelete={(role) => setDialog({ kind: "delete", role })}
          />
        )
      )}
      <CreateRoleModal
        opened={dialog?.kind === "create"}
        onClose={close}
        roles={roles}
        inPlan={customRolesInPlan}
      />
      {dialog?.kind === "edit" && <EditRoleModal role={dialog.role} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteRoleModal role={dialog.role} onClose={close} />}
    </Stack>
  );
}
