import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** portfolio: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  portfolio: { rule: { permission: "STARTUP_FILE:VIEW" }, query: "{ portfolio { total } }" },
  startupFile: { rule: { permission: "STARTUP_FILE:VIEW" }, query: "{ startupFile { id } }" },
  startupConnections: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { startupConnections(startupId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  startupFile: {
    query: "query Q($id: ID!) { startupFile(id: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
    expectData: (data) => expect(data.startupFile).toBeNull(),
  },
  startupConnections: {
    query: "query Q($id: ID!) { startupConnections(startupId: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
};
