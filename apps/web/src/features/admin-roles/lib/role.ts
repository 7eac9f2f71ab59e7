import type { AdminRoleFieldsFragment } from "../../../gql/graphql.ts";

/** A role as the roles page and the permissions matrix read it. */
export type Role = AdminRoleFieldsFragment;

export const SYSTEM_ROLE_TYPE = "System";

/** The roles a custom role may copy: the built-in ones but System. */
export const templateRolesOf = (roles: readonly Role[]): Role[] =>
  roles.filter((role) => !role.isCustom && role.type !== SYSTEM_ROLE_TYPE);
