import type { PermissionCases } from "../../test/matrix.ts";

/** feature-flags: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  featureFlags: { rule: { authenticated: true }, query: "{ featureFlags { name } }" },
};
