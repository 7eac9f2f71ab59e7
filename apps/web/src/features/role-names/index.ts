export { RoleName } from "./components/role-name.tsx";
export { useRoleLabel } from "./hooks/use-role-label.ts";
export { type RoleLike, roleLabelId, roleTypeName } from "./lib/role-label.ts";
