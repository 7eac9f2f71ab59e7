import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { gqlAs } from "../test/auth-helpers.ts";
import { type TestFixture, useTestApp } from "../test/fixture.ts";
import { dataField, type GraphQLBody } from "../test/harness.ts";

const NUL = "a\u0000b";

/** Every error-level line logged through a request's logger, with that request's id. */
function captureRequestErrors(t: TestFixture) {
  const logged: { reqId: string; context: Record<string, unknown>; message: string }[] = [];
  beforeAll(() => {
    t.app.addHook("onRequest", async (req) => {
      const log = req.log;
      req.log = Object.assign(Object.create(log), {
        error: (context: Record<string, unknown>, message: string) =>
          logged.push({ reqId: String(req.id), context, message }),
      });
    });
  });
  return logged;
}

function expectNulRefused(body: GraphQLBody, path: string) {
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.message).not.toBe("Unexpected error.");
  expect(body.errors?.[0]?.extensions).toMatchObject({
    name: "ValidationError",
    fields: { [path]: expect.stringMatching(/NUL/) },
  });
}

describe("a NUL character in input", () => {
  const t = useTestApp("pglite");
  const logged = captureRequestErrors(t);
  let admin = "";
  beforeAll(async () => {
    admin = (await t.signIn("admin@demo.test")).token;
  });

  it.each([
    {
      name: "users",
      query: "query Q($f: UserFilterInput) { users(filter: $f) { total } }",
      variables: { f: { search: NUL } },
      path: "f.search",
    },
    {
      name: "portfolio",
      query: "query Q($s: String) { portfolio(search: $s) { __typename } }",
      variables: { s: NUL },
      path: "s",
    },
    {
      name: "startups",
      query: "query Q($s: String) { startups(search: $s) { id } }",
      variables: { s: NUL },
      path: "s",
    },
    {
      name: "community",
      query: "query Q($s: String) { community(search: $s) { total } }",
      variables: { s: NUL },
      path: "s",
    },
    {
      name: "createCustomRole",
      query: "mutation M($i: CreateCustomRoleInput!) { createCustomRole(input: $i) { id } }",
      variables: { i: { label: NUL, templateRoleId: "00000000-0000-0000-0000-000000000000" } },
      path: "i.label",
    },
  ])("refuses it in the variables of $name", async ({ query, variables, path }) => {
    const { body } = await gqlAs(t.app, admin, query, variables);
    expectNulRefused(body, path);
  });

  it.each([
    {
      name: "users",
      query: 'query { users(filter: { search: "a\\u0000b" }) { total } }',
      path: "filter.search",
    },
    { name: "portfolio", query: 'query { portfolio(search: "a\\u0000b") { __typename } }', path: "search" },
    { name: "startups", query: 'query { startups(search: "a\\u0000b") { id } }', path: "search" },
    { name: "community", query: 'query { community(search: "a\\u0000b") { total } }', path: "search" },
    {
      name: "createCustomRole",
      query: 'mutation { createCustomRole(input: { label: "a\\u0000b", templateRoleId: "x" }) { id } }',
      path: "input.label",
    },
  ])("refuses it in an inline literal of $name", async ({ query, path }) => {
    const { body } = await gqlAs(t.app, admin, query);
    expectNulRefused(body, path);
  });

  it("writes no role when the label is refused", async () => {
    const count = async () =>
      (await t.database.db.execute(sql`select count(*)::int as n from roles`)) as unknown as {
        rows: { n: number }[];
      };
    const before = (await count()).rows[0]?.n;
    await gqlAs(
      t.app,
      admin,
      'mutation { createCustomRole(input: { label: "a\\u0000b", templateRoleId: "x" }) { id } }',
    );
    expect((await count()).rows[0]?.n).toBe(before);
  });

  it("refuses it in a REST body and query string, naming the field", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: "/user",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: { firstName: NUL },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({
      name: "ValidationError",
      fields: { firstName: expect.stringMatching(/NUL/) },
    });
    const query = await t.app.inject({ method: "GET", url: "/healthz?x=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ name: "ValidationError", fields: { x: expect.any(String) } });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/auth/local",
      headers: { "content-type": "application/json" },
      payload: { email: "admin@demo.test", password: NUL },
    });
    expect(signIn.statusCode).toBe(400);
    expect(logged).toEqual([]);
  });

  it("keeps strings without NUL working", async () => {
    const { body } = await gqlAs(
      t.app,
      admin,
      "query Q($f: UserFilterInput) { users(filter: $f) { total } }",
      {
        f: { search: "coach@demo" },
      },
    );
    expect(dataField<{ total: number }>(body, "users").total).toBeGreaterThan(0);
  });
});

describe("an unexpected error", () => {
  // The startups table is gone from this copy of the database: reading it fails unexpectedly.
  const t = useTestApp("pglite", {
    prepare: async (database) => {
      await database.db.execute(sql`alter table startups rename to startups_gone`);
    },
  });
  const logged = captureRequestErrors(t);

  it("is masked for the client and logged with its request id", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const { body } = await gqlAs(t.app, admin, "{ startups { id } }");
    expect(body.errors?.[0]?.message).toBe("Unexpected error.");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ message: "unexpected GraphQL error", context: { path: ["startups"] } });
    expect(logged[0]?.reqId).toMatch(/^req-/);
    expect(String((logged[0]?.context.err as Error | undefined)?.message)).toMatch(/startups/);
  });

  it("is a plain 500 on REST, logged with its request id", async () => {
    logged.length = 0;
    const admin = await t.tokenOf("admin@demo.test");
    const put = await t.app.inject({
      method: "PUT",
      url: "/user",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: { headline: "x" },
    });
    expect(put.statusCode).toBe(500);
    expect(put.json()).toEqual({ statusCode: 500, name: "InternalError", message: "Something went wrong" });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.reqId).toMatch(/^req-/);
  });
});
