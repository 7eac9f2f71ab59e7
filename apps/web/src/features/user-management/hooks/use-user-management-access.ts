import { useQuery } from "@apollo/client/react";
import { UserManagementPermissionsQuery } from "../api/user-management-permissions.query.ts";
import type { UserActionRights } from "../lib/types.ts";

/** admin-api.md: each user mutation's permission key. */
export function rightsFrom(permissions: readonly string[]): UserActionRights {
  const holds = (key: string) => permissions.includes(key);
  return {
    changeRole: holds("USER_ROLES:EDIT"),
    invite: holds("USER:INVITE"),
    assignStartups: holds("STARTUP/ASSIGNATION_MEMBERS:EDIT"),
    editUsers: holds("USER:EDIT"),
  };
}

export function useUserActionRights(): UserActionRights {
  const { data } = useQuery(UserManagementPermissionsQuery);
  return rightsFrom(data?.currentUserPermissions ?? []);
}
