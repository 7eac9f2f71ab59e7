import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * Statements of the hot reads, built once per database handle and run with their values
 * (issue 13, decision 021). Drizzle otherwise rebuilds a statement's text from its
 * builders on every call: 13–26 % of the CPU of the hot reads under load. A prepared
 * statement keeps the text and the row mapping; its values are placeholders filled at
 * execution, the tenant's among them (`scopedAs`), so the statement is the same for
 * every tenant and `scoped()`'s rule — every WHERE names the incubator — still holds.
 *
 * The statements are not named: PostgreSQL parses each one as before (no server-side
 * prepared statement per connection), so the SQL sent is unchanged. Transactions are
 * handles of their own: a statement prepared on one is dropped with it.
 */
const statements = new WeakMap<Db, Map<string, unknown>>();

/** No name: node-postgres sends the text each time, as Drizzle's own `execute()` does. */
const UNNAMED = undefined as unknown as string;

/** The statement `key` of this handle, built by `build` on first use. */
export function prepared<T>(db: Db, key: string, build: (db: Db) => { prepare(name: string): T }): T {
  let ofHandle = statements.get(db);
  if (!ofHandle) {
    ofHandle = new Map();
    statements.set(db, ofHandle);
  }
  let statement = ofHandle.get(key) as T | undefined;
  if (!statement) {
    statement = followSessionLogger(db, build(db).prepare(UNNAMED));
    ofHandle.set(key, statement);
  }
  return statement;
}

type Logger = { logQuery(query: string, params: unknown[]): void };

/**
 * A prepared statement keeps the logger its handle's session had when it was built; this
 * one asks the session at each execution instead, as an unprepared query does, so that a
 * logger set later (the SQL counts of test/sql-count.ts) sees these statements too.
 */
function followSessionLogger<T>(db: Db, statement: T): T {
  const session = (db as unknown as { session?: { logger?: Logger } }).session;
  const target = statement as { logger?: Logger };
  if (session?.logger && target.logger) {
    target.logger = { logQuery: (query, params) => session.logger?.logQuery(query, params) };
  }
  return statement;
}

/** A placeholder filled at execution (`execute({ name: value })`). */
export const placeholder = (name: string) => sql.placeholder(name);

/**
 * `scoped()` for a prepared statement: the incubator is the placeholder `tenant`, filled with
 * the request's tenant id at execution (`execute({ tenant: tenant.id, … })`).
 */
export function scopedAs(table: { incubatorId: PgColumn }, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.incubatorId, sql.placeholder("tenant")), ...conditions) as SQL;
}

/** `column = any($n)`: a list of any length in one prepared statement (an array value). */
export function anyOf(column: PgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)})`;
}
