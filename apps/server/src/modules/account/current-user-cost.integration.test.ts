import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, gql } from "../../test/harness.ts";
import { requestHandles, statementsDuring } from "../../test/sql-count.ts";

/**
 * Issue 13: `currentUser` reads what its selection needs, and a signed-in request's tenant
 * and session come from the look-up cache. Counted as the SQL statements Drizzle sends.
 */
const ID_ONLY = "{ currentUser { id } }";
// The web shell's query (apps/web/src/features/session/api/current-user.fragment.ts).
const SHELL = `query CurrentUser { currentUser { id email firstName lastName fullName language status validated
  role { id type label isCustom userAccess { visibilitySettings roles } startupAccess { visibilitySettings } }
  startups { id name } } }`;

describe.each(databaseKinds("both"))("the cost of currentUser on %s", (kind) => {
  const t = useTestApp(kind);
  let handles: Db[];
  beforeAll(async () => {
    const { body } = await gql(t.app, "{ incubator { id } }");
    handles = requestHandles(t.database, dataField<{ id: string }>(body, "incubator").id);
  });
  const count = async (token: string, query: string) => {
    let answer: Awaited<ReturnType<typeof gqlAs>> | undefined;
    const statements = await statementsDuring(handles, async () => {
      answer = await gqlAs(t.app, token, query);
    });
    return { statements, body: answer?.body };
  };

  it("reads nothing for { currentUser { id } } once the session is known, and little before", async () => {
    const { token, userId } = await t.signIn("founder@demo.test");
    const first = await count(token, ID_ONLY);
    expect(first.body?.data?.currentUser).toEqual({ id: userId });
    // The session, its user and their role: the tenant is known from the sign-in above.
    expect(first.statements.length).toBeLessThanOrEqual(3);
    const again = await count(token, ID_ONLY);
    expect(again.body?.data?.currentUser).toEqual({ id: userId });
    expect(again.statements).toEqual([]);
  });

  it("reads the user, role and startups once each for the web shell's query, with the same answer", async () => {
    const { token } = await t.signIn("founder@demo.test");
    await gqlAs(t.app, token, ID_ONLY);
    const { statements, body } = await count(token, SHELL);
    // User, role, and startups with their member counts (the 'Founder' label of a lone cofounder).
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(3);
    expect(body?.data?.currentUser).toMatchObject({
      email: "founder@demo.test",
      fullName: "Fatima Founder",
      role: { type: "Cofounder", label: "Co/Founder", isCustom: false },
      startups: [{ id: expect.any(String), name: "Nimbus Analytics" }],
    });
  });

  it("answers a field selected twice under aliases from one read", async () => {
    const { token } = await t.signIn("admin@demo.test");
    await gqlAs(t.app, token, ID_ONLY);
    const { statements, body } = await count(
      token,
      "{ a: currentUser { email } b: currentUser { fullName email } }",
    );
    expect(body?.data).toMatchObject({ a: { email: "admin@demo.test" }, b: { email: "admin@demo.test" } });
    expect(statements.length).toBe(1);
  });
});
