/** The roles module's door: roles and their permissions, look-ups of roles, access-change events. */

export { allRoles, builtInRole, roleById, roleIdsOfTypes, rolesByIds } from "./role-lookups.service.ts";
export {
  ADMIN_KEEPS_MESSAGE,
  AdminKeepsRolesEditError,
  RoleInUseError,
  SYSTEM_ROLE_MESSAGE,
  SYSTEM_ROLE_NOT_GIVEN_MESSAGE,
  SystemRoleError,
} from "./roles.errors.ts";
export { StartupAccessRef, UserAccessRef } from "./roles.refs.ts";
export {
  type AccessChangedEvent,
  announceAccessChanged,
  type CountRoleHolders,
  listRoles,
  type RoleView,
} from "./roles.service.ts";
export type { RolePermission, RoleRow, VisibilitySetting } from "./roles.tables.ts";
