import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/client.ts";
import {
  incubators,
  industries,
  programStartups,
  programs,
  roles,
  startupIndustries,
  startupMembers,
  startups,
  startupTags,
  tags,
  users,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import type { TestFixture } from "../../test/fixture.ts";
import type { GraphQLBody } from "../../test/harness.ts";

/** Rows and calls for the startups administration's integration tests, written straight to the database. */
export async function tenantIdOf(database: Database, slug = "demo") {
  const [row] = await database.db
    .select({ id: incubators.id })
    .from(incubators)
    .where(eq(incubators.slug, slug));
  if (!row) throw new Error(`no incubator ${slug}`);
  return row.id;
}

export async function userIdOf(database: Database, tenantId: string, email: string) {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.incubatorId, tenantId), eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Startups named `${prefix} 01`, `${prefix} 02` … (by name in that order). */
export async function makeStartups(database: Database, tenantId: string, prefix: string, n: number) {
  const rows = await database.db
    .insert(startups)
    .values(
      Array.from({ length: n }, (_, i) => ({
        incubatorId: tenantId,
        name: `${prefix} ${String(i + 1).padStart(2, "0")}`,
      })),
    )
    .returning({ id: startups.id, name: startups.name });
  return rows.sort((a, b) => a.name.localeCompare(b.name)).map((r) => r.id);
}

export async function makeProgram(
  database: Database,
  tenantId: string,
  name: string,
  startupIds: string[] = [],
) {
  const [row] = await database.db.insert(programs).values({ incubatorId: tenantId, name }).returning();
  if (!row) throw new Error("no programme");
  if (startupIds.length > 0)
    await database.db
      .insert(programStartups)
      .values(startupIds.map((startupId) => ({ incubatorId: tenantId, programId: row.id, startupId })));
  return row.id;
}

export async function makeTag(
  database: Database,
  tenantId: string,
  name: string,
  startupIds: string[] = [],
  kind: "startup" | "application" = "startup",
) {
  const [row] = await database.db
    .insert(tags)
    .values({ incubatorId: tenantId, kind, name, color: "#336699" })
    .returning();
  if (!row) throw new Error("no tag");
  if (startupIds.length > 0)
    await database.db
      .insert(startupTags)
      .values(startupIds.map((startupId) => ({ incubatorId: tenantId, tagId: row.id, startupId })));
  return row.id;
}

export async function makeIndustry(database: Database, tenantId: string, name: string, startupIds: string[]) {
  const [row] = await database.db.insert(industries).values({ incubatorId: tenantId, name }).returning();
  if (!row) throw new Error("no industry");
  await database.db
    .insert(startupIndustries)
    .values(startupIds.map((startupId) => ({ incubatorId: tenantId, industryId: row.id, startupId })));
  return row.id;
}

export async function addMember(database: Database, tenantId: string, startupId: string, userId: string) {
  await database.db.insert(startupMembers).values({ incubatorId: tenantId, startupId, userId });
}

export async function tagIdsOf(database: Database, startupId: string) {
  const rows = await database.db
    .select({ tagId: startupTags.tagId })
    .from(startupTags)
    .where(eq(startupTags.startupId, startupId));
  return rows.map((r) => r.tagId);
}

export async function remainingStartups(database: Database, ids: string[]) {
  const rows = await database.db.select({ id: startups.id }).from(startups).where(inArray(startups.id, ids));
  return rows.map((r) => r.id);
}

/** Changes the criteria of (or takes away) a key of a built-in role of the tenant. */
export async function setRoleKey(
  database: Database,
  tenantId: string,
  roleType: string,
  key: string,
  criteria: "ALL" | "ASSIGNED" | null,
) {
  const [role] = await database.db
    .select()
    .from(roles)
    .where(
      and(eq(roles.incubatorId, tenantId), eq(roles.type, roleType as never), eq(roles.isCustom, false)),
    );
  if (!role) throw new Error(`no role ${roleType}`);
  const permissions = role.permissions.filter((p) => p.key !== key);
  if (criteria) permissions.push({ key, criteria });
  await database.db.update(roles).set({ permissions }).where(eq(roles.id, role.id));
}

export type Operation = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: string;
  overall: string;
  failedItems: { itemId: string; error: string }[];
};

const START =
  "mutation M($input: StartStartupBatchInput!) { startStartupBatch(input: $input) { id total validation overall } }";
const OPERATION =
  "query Q($id: ID!) { batchOperation(id: $id) { id total succeeded failed validation overall failedItems { itemId error } } }";

export function harness(t: TestFixture) {
  const call = async (email: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, await t.tokenOf(email), query, variables)).body;
  const ok = (body: GraphQLBody) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Record<string, unknown>;
  };
  const errorName = (body: GraphQLBody) =>
    (body.errors?.[0]?.extensions as { name?: string } | undefined)?.name;
  /** Starts a batch (not yet run); its id. */
  const start = async (input: Record<string, unknown>, email = "admin@demo.test") =>
    (ok(await call(email, START, { input })).startStartupBatch as { id: string }).id;
  /** Runs the batch's job until it ends; the operation as it ended. */
  const finish = async (id: string, email = "admin@demo.test"): Promise<Operation> => {
    for (let i = 0; i < 100; i++) {
      await t.jobs.runDue();
      const op = ok(await call(email, OPERATION, { id })).batchOperation as Operation;
      if (op.overall !== "RUNNING") return op;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the batch did not finish");
  };
  const batch = async (input: Record<string, unknown>, email = "admin@demo.test") =>
    finish(await start(input, email), email);
  return { call, ok, errorName, start, finish, batch, START };
}
