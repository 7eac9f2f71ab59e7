import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** sessions: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  upsertSession: { rule: { session: true }, query: "mutation { upsertSession { id } }" },
  logoutSession: {
    rule: { session: true },
    query: "mutation M($id: ID!) { logoutSession(sessionId: $id) }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  logoutSession: {
    query: "mutation M($id: ID!) { logoutSession(sessionId: $id) }",
    variables: (i) => ({ id: i.session }),
  },
  upsertSession: {
    // The session is always the token's own: a foreign id is ignored, never touched.
    query: "mutation M($id: ID) { upsertSession(sessionId: $id) { id } }",
    variables: (i) => ({ id: i.session }),
    expectData: (data, i) => expect((data.upsertSession as { id: string }).id).not.toBe(i.session),
  },
};
