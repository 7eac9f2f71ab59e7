import { and, Column, eq, is, SQL, sql } from "drizzle-orm";
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
    statement = withRowMapper(followSessionLogger(db, build(db).prepare(UNNAMED)));
    ofHandle.set(key, statement);
  }
  return statement;
}

type Internals = {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): unknown };
};

/**
 * A raw statement (`sql\`…\`` with `placeholder()`s) kept as `db.execute()` would build it
 * at each call: the same text, the driver's rows as they come (no mapping), its values
 * filled at execution. For hot reads written in SQL (the notification badge).
 */
export function preparedSql<R>(
  db: Db,
  key: string,
  build: () => SQL,
): { execute(values: Record<string, unknown>): Promise<{ rows: R[] }> } {
  return prepared(db, key, (db) => ({
    prepare: (name: string) => {
      const internals = db as unknown as Internals;
      return internals.session.prepareQuery(internals.dialect.sqlToQuery(build()), undefined, name, false);
    },
  })) as { execute(values: Record<string, unknown>): Promise<{ rows: R[] }> };
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

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };
type DrizzlePrepared = { fields?: Field[]; customResultMapper?: (rows: unknown[][]) => unknown[] };

const identity = Column.prototype.mapFromDriverValue;

/**
 * Drizzle maps each row of a prepared select with `mapResultRow`: for every column of every
 * row it asks which kind of field it is (`is()`, a prototype walk), finds its decoder and
 * walks the field's path — a tenth of the CPU of the reads with many rows (issue 13). A
 * statement whose fields are all top-level (a plain select, no nested objects of a join)
 * gets a mapper made once instead: the decoders looked up at build time, identity decoders
 * (text, uuid, boolean, jsonb as the driver parses it) skipped, and each row made as one
 * object literal of the same keys in the same order. The values are those Drizzle's mapping
 * gives (a null stays null; every other value goes through the same column's decoder).
 * Nested selections keep Drizzle's mapping (its join nullability rules).
 */
function withRowMapper<T>(statement: T): T {
  const target = statement as DrizzlePrepared;
  const fields = target.fields;
  if (!fields || target.customResultMapper || fields.some((f) => f.path.length !== 1)) return statement;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const values = decoders.map((decoder, i) =>
    decoder.mapFromDriverValue === identity
      ? `r[${i}]`
      : `(r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}]))`,
  );
  // The keys are the select's own column names (from code, never from input).
  const body = fields.map((f, i) => `${JSON.stringify(f.path[0])}: ${values[i]}`).join(", ");
  const row = new Function("d", `return (r) => ({ ${body} });`)(decoders) as (r: unknown[]) => unknown;
  target.customResultMapper = (rows) => rows.map(row);
  return statement;
}

/** The decoder `mapResultRow` uses for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  const inner = field as { _?: { sql: { decoder: Decoder } }; sql?: { decoder: Decoder } };
  return (inner._?.sql ?? inner.sql)?.decoder as Decoder;
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
