import type { PermissionCases } from "../../test/matrix.ts";

/** oidc: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  authMode: { rule: { public: true }, query: "{ authMode { __typename } }" },
};
