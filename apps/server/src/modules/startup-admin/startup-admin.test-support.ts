import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type Database, rawRows } from "../../db/client.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import type { TestFixture } from "../../test/fixture.ts";
import type { GraphQLBody } from "../../test/harness.ts";

/**
 * Rows and calls for the startups administration's integration tests, written straight to
 * the database by SQL (this module owns no tables; its code, test helpers included, imports none).
 */
const one = async <T>(database: Database, query: ReturnType<typeof sql>, what: string): Promise<T> => {
  const [row] = await rawRows<T>(database.db, query);
  if (!row) throw new Error(`no ${what}`);
  return row;
};

export async function tenantIdOf(database: Database, slug = "demo") {
  return (await one<{ id: string }>(database, sql`select id from incubators where slug = ${slug}`, slug)).id;
}

export async function userIdOf(database: Database, tenantId: string, email: string) {
  const q = sql`select id from users where incubator_id = ${tenantId} and email = ${email}`;
  return (await one<{ id: string }>(database, q, email)).id;
}

/** Startups named `${prefix} 01`, `${prefix} 02` … (their ids in that order). */
export async function makeStartups(database: Database, tenantId: string, prefix: string, n: number) {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const name = `${prefix} ${String(i).padStart(2, "0")}`;
    const q = sql`insert into startups (incubator_id, name) values (${tenantId}, ${name}) returning id`;
    ids.push((await one<{ id: string }>(database, q, "startup")).id);
  }
  return ids;
}

async function link(
  database: Database,
  table: string,
  column: string,
  tenantId: string,
  id: string,
  startupIds: string[],
) {
  for (const startupId of startupIds) {
    await database.db.execute(
      sql`insert into ${sql.identifier(table)} (incubator_id, ${sql.identifier(column)}, startup_id)
        values (${tenantId}, ${id}, ${startupId})`,
    );
  }
}

export async function makeProgram(
  database: Database,
  tenantId: string,
  name: string,
  startupIds: string[] = [],
) {
  const q = sql`insert into programs (incubator_id, name) values (${tenantId}, ${name}) returning id`;
  const { id } = await one<{ id: string }>(database, q, "programme");
  await link(database, "program_startups", "program_id", tenantId, id, startupIds);
  return id;
}

export async function makeTag(
  database: Database,
  tenantId: string,
  name: string,
  startupIds: string[] = [],
  kind: "startup" | "application" = "startup",
) {
  const q = sql`insert into tags (incubator_id, kind, name, color) values (${tenantId}, ${kind}, ${name}, '#336699') returning id`;
  const { id } = await one<{ id: string }>(database, q, "tag");
  await link(database, "startup_tags", "tag_id", tenantId, id, startupIds);
  return id;
}

export async function makeIndustry(database: Database, tenantId: string, name: string, startupIds: string[]) {
  const q = sql`insert into industries (incubator_id, name) values (${tenantId}, ${name}) returning id`;
  const { id } = await one<{ id: string }>(database, q, "industry");
  await link(database, "startup_industries", "industry_id", tenantId, id, startupIds);
  return id;
}

export async function addMember(database: Database, tenantId: string, startupId: string, userId: string) {
  await database.db.execute(
    sql`insert into startup_members (incubator_id, startup_id, user_id) values (${tenantId}, ${startupId}, ${userId})`,
  );
}

export async function tagIdsOf(database: Database, startupId: string) {
  const rows = await rawRows<{ tag_id: string }>(
    database.db,
    sql`select tag_id from startup_tags where startup_id = ${startupId}`,
  );
  return rows.map((r) => r.tag_id);
}

/** Which of some startups still exist. */
export async function remainingStartups(database: Database, ids: string[]) {
  const rows = await rawRows<{ id: string }>(
    database.db,
    sql`select id from startups where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}

/** The programme's startups. */
export async function startupsOfProgram(database: Database, programId: string) {
  const rows = await rawRows<{ startup_id: string }>(
    database.db,
    sql`select startup_id from program_startups where program_id = ${programId}`,
  );
  return rows.map((r) => r.startup_id);
}

/** A startup's connection with a user (its allocated minutes), if any. */
export async function connectionOf(database: Database, startupId: string, userId: string) {
  const [row] = await rawRows<{ minutes_allocated: number }>(
    database.db,
    sql`select minutes_allocated from startup_assignments where startup_id = ${startupId} and user_id = ${userId}`,
  );
  return row ? { minutesAllocated: Number(row.minutes_allocated) } : undefined;
}

/** Changes the criteria of (or takes away) a key of a built-in role of the tenant. */
export async function setRoleKey(
  database: Database,
  tenantId: string,
  roleType: string,
  key: string,
  criteria: "ALL" | "ASSIGNED" | null,
) {
  const q = sql`select id, permissions from roles where incubator_id = ${tenantId} and type = ${roleType} and is_custom = false`;
  const role = await one<{ id: string; permissions: { key: string; criteria: string }[] | string }>(
    database,
    q,
    `role ${roleType}`,
  );
  const current = typeof role.permissions === "string" ? JSON.parse(role.permissions) : role.permissions;
  const permissions = (current as { key: string; criteria: string }[]).filter((p) => p.key !== key);
  if (criteria) permissions.push({ key, criteria });
  await database.db.execute(
    sql`update roles set permissions = ${JSON.stringify(permissions)}::jsonb where id = ${role.id}`,
  );
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

/** A post, a document and an export of the startup, each with its file (attachment ids). */
export async function postAndDocumentWithFiles(database: Database, tenantId: string, startupId: string) {
  const post = await one<{ id: string }>(
    database,
    sql`insert into timeline_posts (incubator_id, startup_id, kind, message) values (${tenantId}, ${startupId}, 'Event', 'Pitch deck') returning id`,
    "post",
  );
  const postFile = await one<{ id: string }>(
    database,
    sql`insert into attachments (incubator_id, reference_type, reference_id, name) values (${tenantId}, 'TimelinePost', ${post.id}, 'deck.pdf') returning id`,
    "attachment",
  );
  const documentFile = await one<{ id: string }>(
    database,
    sql`insert into attachments (incubator_id, name) values (${tenantId}, 'cap-table.xlsx') returning id`,
    "attachment",
  );
  const document = await one<{ id: string }>(
    database,
    sql`insert into startup_documents (incubator_id, startup_id, attachment_id, name) values (${tenantId}, ${startupId}, ${documentFile.id}, 'Cap table') returning id`,
    "document",
  );
  await database.db.execute(
    sql`update attachments set reference_type = 'StartupDocument', reference_id = ${document.id} where id = ${documentFile.id}`,
  );
  const requester = await one<{ id: string }>(
    database,
    sql`select id from users where incubator_id = ${tenantId} and email like 'admin@%' limit 1`,
    "user",
  );
  const exported = await one<{ id: string }>(
    database,
    sql`insert into startup_exports (incubator_id, startup_id, requested_by, status) values (${tenantId}, ${startupId}, ${requester.id}, 'done') returning id`,
    "export",
  );
  const exportFile = await one<{ id: string }>(
    database,
    sql`insert into attachments (incubator_id, reference_type, reference_id, name) values (${tenantId}, 'StartupExport', ${exported.id}, 'startup.xlsx') returning id`,
    "attachment",
  );
  return [postFile.id, documentFile.id, exportFile.id];
}

/** Which of some attachments are marked removed (their bytes for the purge job). */
export async function removedAttachments(database: Database, ids: string[]) {
  const rows = await rawRows<{ id: string }>(
    database.db,
    sql`select id from attachments where deleted_at is not null and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.id);
}
