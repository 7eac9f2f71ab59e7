import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** startup-export: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  exportStartup: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "mutation M($id: ID!) { exportStartup(startupId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  startupExport: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { startupExport(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  startupExports: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { startupExports(startupId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  exportStartup: {
    query: "mutation M($id: ID!) { exportStartup(startupId: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  startupExports: {
    query: "query Q($id: ID!) { startupExports(startupId: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  startupExport: {
    query: "query Q($id: ID!) { startupExport(id: $id) { id } }",
    variables: (i) => ({ id: i.startupExport }),
  },
};
