import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { roles, startups, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { startupTags } from "./tags.tables.ts";

type Tag = { id: string; kind: string; name: string; color: string; useCount: number };
const TAG = "id kind name color useCount";
const LIST = `query Q($kind: TagKind!) { tags(kind: $kind) { ${TAG} } }`;
const CREATE = `mutation M($input: CreateTagInput!) { createTag(input: $input) { ${TAG} } }`;
const UPDATE = `mutation M($id: ID!, $input: UpdateTagInput!) { updateTag(id: $id, input: $input) { ${TAG} } }`;
const DELETE = "mutation M($id: ID!) { deleteTag(id: $id) }";
const SET_STARTUP =
  "mutation M($s: ID!, $t: [ID!]!) { setStartupTags(startupId: $s, tagIds: $t) { id name } }";
const SET_USER = "mutation M($u: ID!, $t: [ID!]!) { setUserTags(userId: $u, tagIds: $t) { id name kind } }";
const FILE =
  "query Q($id: ID) { startupFile(id: $id) { id tags { name } industries { name } viewerMayTag { addTags removeTags } } }";

const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};
const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;

describe.each(databaseKinds("both"))("tags and their assignments on %s", (kind) => {
  const t = useTestApp(kind);
  const as = async (local: string) => t.signIn(`${local}@demo.test`);
  const call = async (who: { token: string }, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, who.token, query, variables)).body;
  const startupId = async (name: string) =>
    (await t.database.db.select().from(startups).where(eq(startups.name, name)))[0]?.id ?? "";
  const userId = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? "";

  it("lists the demo topics by name with their use counts, to any signed-in user", async () => {
    const topics = ok(await call(await as("founder"), LIST, { kind: "topic" })).tags as Tag[];
    expect(topics.map((tag) => tag.name)).toEqual(["Fundraising", "Legal", "Marketing", "Product"]);
    const startupList = ok(await call(await as("admin"), LIST, { kind: "startup" })).tags as Tag[];
    expect(startupList.find((tag) => tag.name === "B2B")?.useCount).toBe(1);
    // An applicant sees no one's people tags.
    expect(errorOf(await call(await as("applicant"), LIST, { kind: "user" }))?.name).toBe("ForbiddenError");
  });

  it("refuses an empty or too long name, a bad colour and a duplicate name in the same list", async () => {
    const admin = await as("admin");
    const create = (input: Record<string, unknown>) => call(admin, CREATE, { input });
    const empty = errorOf(await create({ kind: "topic", name: "  ", color: "#123456" }));
    expect(empty?.fieldErrors).toEqual([{ path: "name", code: "REQUIRED" }]);
    const long = errorOf(await create({ kind: "topic", name: "x".repeat(41), color: "#123456" }));
    expect(long?.fieldErrors).toEqual([{ path: "name", code: "TOO_LONG", params: { max: 40 } }]);
    const colour = errorOf(await create({ kind: "topic", name: "Pitching", color: "blue" }));
    expect(colour?.fieldErrors).toEqual([{ path: "color", code: "INVALID_COLOR" }]);
    const taken = errorOf(await create({ kind: "topic", name: " fundraising ", color: "#123456" }));
    expect(taken).toMatchObject({ name: "ConflictError", reason: "NAME_TAKEN" });
    // The same name in another list is fine; #abc is stored as #aabbcc.
    const made = ok(await create({ kind: "event", name: "Fundraising", color: "#ABC" })).createTag as Tag;
    expect(made).toMatchObject({ kind: "event", name: "Fundraising", color: "#aabbcc", useCount: 0 });
    const list = ok(await call(admin, LIST, { kind: "topic" })).tags as Tag[];
    expect(list).toHaveLength(4);
  });

  it("renames and recolours a tag, keeping names unique in its list", async () => {
    const admin = await as("admin");
    const topics = ok(await call(admin, LIST, { kind: "topic" })).tags as Tag[];
    const legal = topics.find((tag) => tag.name === "Legal") as Tag;
    const renamed = ok(
      await call(admin, UPDATE, { id: legal.id, input: { name: "Legal & IP", color: "#C2255C" } }),
    ).updateTag as Tag;
    expect(renamed).toMatchObject({ name: "Legal & IP", color: "#c2255c" });
    const clash = errorOf(await call(admin, UPDATE, { id: legal.id, input: { name: "PRODUCT" } }));
    expect(clash?.reason).toBe("NAME_TAKEN");
    expect(errorOf(await call(admin, UPDATE, { id: legal.id, input: { color: "#12" } }))?.name).toBe(
      "ValidationError",
    );
    expect(errorOf(await call(admin, UPDATE, { id: "not-an-id", input: { color: "#123" } }))?.name).toBe(
      "NotFoundError",
    );
  });

  it("counts a tag's uses and deleting it removes its assignments", async () => {
    const admin = await as("admin");
    const tag = ok(
      await call(admin, CREATE, { input: { kind: "startup", name: "Deeptech", color: "#495057" } }),
    ).createTag as Tag;
    const nimbus = await startupId("Nimbus Analytics");
    const green = await startupId("GreenLoop");
    const b2b = (
      (ok(await call(admin, LIST, { kind: "startup" })).tags as Tag[]).find((x) => x.name === "B2B") as Tag
    ).id;
    const set = ok(await call(admin, SET_STARTUP, { s: nimbus, t: [b2b, tag.id, tag.id] })).setStartupTags;
    expect(set).toEqual([
      { id: b2b, name: "B2B" },
      { id: tag.id, name: "Deeptech" },
    ]);
    ok(await call(admin, SET_STARTUP, { s: green, t: [tag.id] }));
    const counted = (ok(await call(admin, LIST, { kind: "startup" })).tags as Tag[]).find(
      (x) => x.id === tag.id,
    );
    expect(counted?.useCount).toBe(2);
    expect(ok(await call(admin, DELETE, { id: tag.id })).deleteTag).toBe(true);
    const left = await t.database.db.select().from(startupTags).where(eq(startupTags.tagId, tag.id));
    expect(left).toEqual([]);
    const file = ok(await call(admin, FILE, { id: nimbus })).startupFile as { tags: { name: string }[] };
    expect(file.tags.map((x) => x.name)).toEqual(["B2B"]);
    expect(errorOf(await call(admin, DELETE, { id: tag.id }))?.name).toBe("NotFoundError");
  });

  it("lets a coach tag only their assigned startups, and refuses a tag of another kind", async () => {
    const coach = await as("coach");
    const tags = ok(await call(coach, LIST, { kind: "startup" })).tags as Tag[];
    const saas = (tags.find((x) => x.name === "SaaS") as Tag).id;
    const nimbus = await startupId("Nimbus Analytics");
    const green = await startupId("GreenLoop");
    ok(await call(coach, SET_STARTUP, { s: nimbus, t: [saas] }));
    const file = ok(await call(coach, FILE, { id: nimbus })).startupFile as Record<string, unknown>;
    expect(file.viewerMayTag).toEqual({ addTags: true, removeTags: true });
    expect(errorOf(await call(coach, SET_STARTUP, { s: green, t: [saas] }))?.name).toBe("ForbiddenError");
    const topic = ((ok(await call(coach, LIST, { kind: "topic" })).tags as Tag[])[0] as Tag).id;
    const wrong = errorOf(await call(coach, SET_STARTUP, { s: nimbus, t: [topic] }));
    expect(wrong?.name).toBe("ValidationError");
    expect(String((wrong?.fields as Record<string, string> | undefined)?.tagIds)).toContain(topic);
    // A mentor holds neither key.
    expect(errorOf(await call(await as("mentor"), SET_STARTUP, { s: nimbus, t: [] }))?.name).toBe(
      "ForbiddenError",
    );
  });

  it("sets a user's people tags in user management and shows them to holders of TAGS:USER:VIEW only", async () => {
    const admin = await as("admin");
    const mentor = await userId("mentor@demo.test");
    const speaker = (
      (ok(await call(admin, LIST, { kind: "user" })).tags as Tag[]).find((x) => x.name === "Speaker") as Tag
    ).id;
    const investor = ((ok(await call(admin, LIST, { kind: "community" })).tags as Tag[])[0] as Tag).id;
    const set = ok(await call(admin, SET_USER, { u: mentor, t: [speaker, investor] })).setUserTags as Tag[];
    expect(set.map((x) => x.kind).sort()).toEqual(["community", "user"]);
    const b2b = ((ok(await call(admin, LIST, { kind: "startup" })).tags as Tag[])[0] as Tag).id;
    expect(errorOf(await call(admin, SET_USER, { u: mentor, t: [b2b] }))?.name).toBe("ValidationError");
    const USERS =
      '{ users(filter: { search: "mentor@demo.test" }) { items { tags { name } industries { name } } } }';
    const page = ok(await call(admin, USERS)).users as { items: { tags: unknown; industries: unknown }[] };
    expect(page.items[0]?.tags).toEqual([{ name: "Investor" }, { name: "Speaker" }]);
    expect(page.items[0]?.industries).toEqual([{ name: "Fintech" }]);
    // Staff without the VIEW keys see null instead of the lists.
    const [demoStaff] = await t.database.db
      .select()
      .from(roles)
      .innerJoin(users, eq(users.roleId, roles.id))
      .where(and(eq(users.email, "staff@demo.test")));
    await t.database.db
      .update(roles)
      .set({
        permissions: sql`(select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements(${roles.permissions}) p where p->>'key' not in ('TAGS:USER:VIEW', 'USER:INDUSTRY:VIEW'))`,
      })
      .where(eq(roles.id, demoStaff?.roles.id ?? ""));
    const hidden = ok(await call(await as("staff"), USERS)).users as {
      items: { tags: unknown; industries: unknown }[];
    };
    expect(hidden.items[0]).toEqual({ tags: null, industries: null });
  });

  it("shows tags and industries on the directory's startups and people, and on the signed-in user", async () => {
    const founder = await as("founder");
    const list = ok(
      await call(founder, '{ startups(search: "Nimbus") { name tags { name } industries { name } } }'),
    ).startups as { tags: { name: string }[]; industries: { name: string }[] }[];
    expect(list[0]?.industries).toEqual([{ name: "AI & data" }]);
    const people = ok(
      await call(founder, '{ community(search: "Hamilton") { items { fullName tags { name } } } }'),
    ).community as { items: { tags: { name: string }[] | null }[] };
    expect(people.items[0]?.tags?.map((tag) => tag.name)).toContain("Speaker"); // set by the user management test above
    const me = ok(await call(founder, "{ currentUser { tags { name } industries { name } } }")).currentUser;
    expect(me).toEqual({ tags: [{ name: "Alumni" }], industries: [{ name: "AI & data" }] });
    // A community member holds USER:INDUSTRY:VIEW but not TAGS:USER:VIEW.
    const member = ok(
      await call(await as("community"), "{ currentUser { tags { name } industries { name } } }"),
    );
    expect(member.currentUser).toEqual({ tags: null, industries: [{ name: "Climate tech" }] });
  });
});
