import { type GraphQLSchema, graphql } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/fixture.ts";
import { gql, startTestApp, type TestApp } from "../test/harness.ts";
import { ARMOR_LIMITS } from "./armor.ts";
import { createBuilder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { buildSchema } from "./schema.ts";

describe("deny by default", () => {
  function smallSchema(): GraphQLSchema {
    const b = createBuilder();
    b.queryField("open", (t) => t.string({ authScopes: { public: true }, resolve: () => "yes" }));
    b.queryField("forgotten", (t) => t.string({ resolve: () => "leaked" }));
    b.queryField("members", (t) =>
      t.string({ authScopes: { authenticated: true }, resolve: () => "secret" }),
    );
    b.subscriptionField("ticks", (t) =>
      t.string({
        subscribe: async function* () {
          yield "tick";
        },
        resolve: (v: unknown) => String(v),
      }),
    );
    return b.toSchema();
  }
  const run = (source: string, viewer: GraphQLContext["viewer"] = null) =>
    graphql({ schema: smallSchema(), source, contextValue: { viewer } as GraphQLContext });

  it("refuses a root field that declares no rule, even to a signed-in user", async () => {
    const result = await run("{ forgotten }", { id: "u1", roleType: "Admin", sessionId: "s1" });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ name: "ForbiddenError" });
  });

  it("refuses a subscription field that declares no rule", async () => {
    const result = await run("subscription { ticks }");
    expect(result.errors?.[0]?.extensions).toMatchObject({ name: "ForbiddenError" });
  });

  it("serves a public field to anyone", async () => {
    expect((await run("{ open }")).data).toEqual({ open: "yes" });
  });

  it("asks a visitor to sign in for an authenticated field, and serves a signed-in user", async () => {
    const visitor = await run("{ members }");
    expect(visitor.errors?.[0]?.extensions).toMatchObject({ name: "AuthenticationRequiredError" });
    const member = await run("{ members }", { id: "u1", roleType: "Cofounder", sessionId: "s1" });
    expect(member.data).toEqual({ members: "secret" });
  });

  it("logs an unauthorised call with the field, the user and the organisation", async () => {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) };
    const viewer = { id: "u1", roleType: "Cofounder" as const, sessionId: "s1" };
    const contextValue = { viewer, log, tenant: { id: "t1", slug: "demo" } } as unknown as GraphQLContext;
    const b = createBuilder();
    b.queryField("adminsOnly", (t) => t.string({ authScopes: { roles: ["Admin"] }, resolve: () => "x" }));
    b.subscriptionField("none", (t) =>
      t.string({ authScopes: { public: true }, subscribe: async function* () {}, resolve: () => "" }),
    );
    const result = await graphql({ schema: b.toSchema(), source: "{ adminsOnly }", contextValue });
    expect(result.errors?.[0]?.extensions, result.errors?.[0]?.message).toMatchObject({
      name: "ForbiddenError",
    });
    expect(warnings).toEqual([
      [{ field: "Query.adminsOnly", userId: "u1", tenant: "demo" }, "unauthorised call refused"],
    ]);
  });

  it("has an explicit rule on every root field of the real schema", () => {
    const schema = buildSchema();
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
    const missing = roots.flatMap((type) =>
      Object.values(type?.getFields() ?? {})
        .filter((field) => !(field.extensions?.pothosOptions as { authScopes?: unknown })?.authScopes)
        .map((field) => `${type?.name}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("hardening", () => {
  const dev = useTestApp("pglite");
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp(dev.database, { NODE_ENV: "production" });
  });
  afterAll(() => prod.close());

  it("refuses a simple (non-preflighted) request without the preflight header", async () => {
    const response = await dev.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { host: "localhost", "content-type": "text/plain" },
      payload: JSON.stringify({ query: "{ incubator { name } }" }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("Demo Accelerator");
  });

  it("refuses a GET query without the preflight header", async () => {
    const response = await dev.app.inject({
      method: "GET",
      url: `/graphql?query=${encodeURIComponent("{ incubator { name } }")}`,
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("rejects a document deeper than the limit", async () => {
    const levels = Array.from({ length: ARMOR_LIMITS.maxDepth + 1 }, (_, i) => `f${i}`);
    const deep = `{ incubator { ${levels.join(" { ")} ${" }".repeat(levels.length - 1)} } }`;
    const { body } = await gql(dev.app, deep);
    expect(body.data).toBeUndefined();
    expect(body.errors?.some((e) => /depth/i.test(e.message))).toBe(true);
  });

  it("rejects more aliases than the limit", async () => {
    const aliases = Array.from(
      { length: ARMOR_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: incubator { name }`,
    );
    const { body } = await gql(dev.app, `{ ${aliases.join(" ")} }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it("rejects a document with too many tokens", async () => {
    const fields = Array.from({ length: ARMOR_LIMITS.maxTokens }, () => "name").join(" ");
    const { body } = await gql(dev.app, `{ incubator { ${fields} } }`);
    expect(body.errors?.[0]?.message).toMatch(/token/i);
  });

  it("allows introspection and suggestions in development", async () => {
    const intro = await gql(dev.app, "{ __schema { queryType { name } } }");
    expect(intro.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    const typo = await gql(dev.app, "{ incubator { nam } }");
    expect(typo.body.errors?.[0]?.message).toContain("Did you mean");
  });

  it("turns introspection and field suggestions off in production", async () => {
    const intro = await gql(prod.app, "{ __schema { queryType { name } } }");
    expect(intro.body.data ?? null).toBeNull();
    expect(intro.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await gql(prod.app, "{ incubator { nam } }");
    expect(typo.body.errors?.[0]?.message).not.toContain("Did you mean");
  });
});
