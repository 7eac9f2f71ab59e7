export { RoleName } from "./components/role-name.tsx";
export { roleNamesFeature } from "./feature.ts";
export { useRoleLabel } from "./hooks/use-role-label.ts";
export { type RoleLike, roleLabelId, roleTypeName } from "./lib/role-label.ts";
