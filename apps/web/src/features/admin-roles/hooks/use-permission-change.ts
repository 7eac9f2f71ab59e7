import { useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { UpdateRolePermissionsMutation } from "../api/update-role-permissions.mutation.ts";
import { readApiError } from "../lib/api-error.ts";
import { type CellValue, withChange } from "../lib/permission-matrix.ts";
import type { Role } from "../lib/role.ts";

export type PermissionFailure = { roleId: string; key: string; message: string };

/**
 * One matrix change: shown at once (an optimistic answer in the cache), saved, and undone
 * by Apollo when the server refuses (for example removing USER_ROLES:EDIT from Admin); the
 * refusal is kept for the page to show beside the matrix.
 */
export function usePermissionChange() {
  const [save] = useMutation(UpdateRolePermissionsMutation);
  const [failure, setFailure] = useState<PermissionFailure | null>(null);

  const change = useCallback(
    async (role: Role, key: string, criteria: CellValue) => {
      setFailure((current) => (current?.roleId === role.id && current.key === key ? null : current));
      const permissions = withChange(role.permissions, key, criteria, (permissionKey, value) => ({
        __typename: "RolePermission" as const,
        key: permissionKey,
        criteria: value,
      }));
      try {
        await save({
          variables: { roleId: role.id, changes: [{ key, criteria }] },
          optimisticResponse: { __typename: "Mutation", updateRolePermissions: { ...role, permissions } },
        });
      } catch (error) {
        setFailure({ roleId: role.id, key, message: readApiError(error).message });
      }
    },
    [save],
  );

  return { change, failure, dismiss: useCallback(() => setFailure(null), []) };
}
