import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startups } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";

type Industry = { id: string; name: string; useCount: number };
const LIST = "{ industries { id name useCount } }";
const CREATE = "mutation M($n: String!) { createIndustry(name: $n) { id name useCount } }";
const RENAME = "mutation M($id: ID!, $n: String!) { renameIndustry(id: $id, name: $n) { id name } }";
const DELETE = "mutation M($id: ID!) { deleteIndustry(id: $id) }";
const SET =
  "mutation M($s: ID!, $i: [ID!]!) { setStartupIndustries(startupId: $s, industryIds: $i) { name } }";

const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};
const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;

describe.each(databaseKinds("both"))("industries on %s", (kind) => {
  const t = useTestApp(kind);
  const as = async (local: string) => t.signIn(`${local}@demo.test`);
  const call = async (who: { token: string }, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, who.token, query, variables)).body;

  it("lists, creates, renames and deletes industries with their use counts", async () => {
    const admin = await as("admin");
    const list = ok(await call(admin, LIST)).industries as Industry[];
    expect(list.map((i) => i.name)).toEqual([
      "AI & data",
      "Climate tech",
      "Fintech",
      "Food & agriculture",
      "Healthtech",
      "Robotics",
    ]);
    // Nimbus Analytics and the demo founder.
    expect(list.find((i) => i.name === "AI & data")?.useCount).toBe(2);
    expect(errorOf(await call(admin, CREATE, { n: "" }))?.fieldErrors).toEqual([
      { path: "name", code: "REQUIRED" },
    ]);
    expect(errorOf(await call(admin, CREATE, { n: "x".repeat(61) }))?.name).toBe("ValidationError");
    expect(errorOf(await call(admin, CREATE, { n: "fintech" }))?.reason).toBe("NAME_TAKEN");
    const edtech = ok(await call(admin, CREATE, { n: "Edtech" })).createIndustry as Industry;
    expect(edtech.useCount).toBe(0);
    expect(errorOf(await call(admin, RENAME, { id: edtech.id, n: "ROBOTICS" }))?.reason).toBe("NAME_TAKEN");
    expect(
      (ok(await call(admin, RENAME, { id: edtech.id, n: "EdTech" })).renameIndustry as Industry).name,
    ).toBe("EdTech");
    const [nimbus] = await t.database.db.select().from(startups).where(eq(startups.name, "Nimbus Analytics"));
    ok(await call(admin, SET, { s: nimbus?.id, i: [edtech.id] }));
    const counted = (ok(await call(admin, LIST)).industries as Industry[]).find((i) => i.id === edtech.id);
    expect(counted?.useCount).toBe(1);
    expect(ok(await call(admin, DELETE, { id: edtech.id })).deleteIndustry).toBe(true);
    const file = ok(
      await call(admin, `{ startupFile(id: "${nimbus?.id}") { industries { name } } }`),
    ).startupFile;
    expect(file).toEqual({ industries: [] });
  });

  it("keeps the setup keys: a coach may not create; unknown industries are refused by id", async () => {
    const coach = await as("coach");
    expect(errorOf(await call(coach, CREATE, { n: "Space" }))?.name).toBe("ForbiddenError");
    const [nimbus] = await t.database.db.select().from(startups).where(eq(startups.name, "Nimbus Analytics"));
    const unknown = "00000000-0000-4000-8000-000000000000";
    const bad = errorOf(await call(await as("admin"), SET, { s: nimbus?.id, i: [unknown] }));
    expect(String((bad?.fields as Record<string, string> | undefined)?.industryIds)).toContain(unknown);
  });
});
