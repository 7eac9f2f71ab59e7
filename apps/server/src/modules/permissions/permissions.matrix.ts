import { expect } from "vitest";
import type { PermissionCases, TenantCases } from "../../test/matrix.ts";

/** permissions: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  currentUserPermissions: { rule: { authenticated: true }, query: "{ currentUserPermissions }" },
  criteriaForPermissions: {
    rule: { authenticated: true },
    query: '{ criteriaForPermissions(permissions: ["USER:EDIT"]) { key criteria } }',
  },
  isUserAuthorized: { rule: { authenticated: true }, query: '{ isUserAuthorized(permission: "USER:EDIT") }' },
};

export const tenantCases: TenantCases = {
  isUserAuthorized: {
    query:
      'query Q($s: String) { isUserAuthorized(permission: "STARTUP_FILE:VIEW", data: [{ key: "startupId", value: $s }]) }',
    variables: (i) => ({ s: i.startup }),
    expectData: (data) => expect(data.isUserAuthorized).toBe(false),
  },
};
