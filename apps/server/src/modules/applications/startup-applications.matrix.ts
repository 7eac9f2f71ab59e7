import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** The startup file's applications tab (issue 18): matrix cases (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  startupApplications: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { startupApplications(startupId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  startupApplications: {
    query: "query Q($id: ID!) { startupApplications(startupId: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
};
