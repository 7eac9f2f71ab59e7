import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { isUuid } from "./tenant-scope.ts";
/**
 * Both drivers give the same query builder; code above this file does not know which. The
 * client knows no table list: each module queries the tables it imports from its own
 * `*.tables.ts` (the relational `db.query` API, which would need them all, is not used).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  /**
   * The database owner: migrations, the seed, the tenant look-up by host, installation-wide
   * secrets, and tests that read across tenants. Row-level security does not apply to it.
   */
  db: Db;
  /**
   * The same database as the role `launchpad_app` with the incubator set (decision 014):
   * row-level security lets it read and write that incubator's rows only, so a query that
   * forgot `scoped()` still sees nothing of another tenant. Every request's context uses it.
   */
  forTenant(incubatorId: string): Db;
  kind: "postgres" | "pglite";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** PGlite only: the whole database as a tarball, for `loadDataDir`. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, "../../drizzle");

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a dump of another database (`dumpDataDir()`), e.g. a test template. */
  loadDataDir?: Blob;
};

/**
 * PostgreSQL through node-postgres when a URL is given, else embedded PGlite (real
 * Postgres in WASM) persisted under `<dataDir>/pglite`, or in memory without a dataDir.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? createPostgres(options.databaseUrl, options.poolSize)
    : createPglite(options.dataDir, options.loadDataDir);
}

async function createPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = newPool(url, poolSize);
  // Tenant work has its own connections: they stay `launchpad_app` and change only their
  // incubator, while the owner's keep their role (no switch back and forth per request).
  const tenantPool = newPool(url, poolSize);
  const client = await pool.connect();
  client.release();
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    forTenant: perTenant((incubatorId) => drizzleNodePg(asTenant(tenantPool, incubatorId)) as unknown as Db),
    kind: "postgres",
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      await Promise.all([pool.end(), tenantPool.end()]);
    },
  };
}

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return pool;
}

/** The role tenant work runs as, and the setting its policies read (migration 0008). */
export const TENANT_ROLE = "launchpad_app";
const ENTER = "select set_config('role', $1, false), set_config('launchpad.incubator_id', $2, false)";

/** One Drizzle handle per incubator, made on first use (a handful of objects per tenant). */
function perTenant(make: (incubatorId: string) => Db): (incubatorId: string) => Db {
  const handles = new Map<string, Db>();
  return (incubatorId) => {
    if (!isUuid(incubatorId)) throw new Error("forTenant needs an incubator id");
    let handle = handles.get(incubatorId);
    if (!handle) {
      handle = make(incubatorId);
      handles.set(incubatorId, handle);
    }
    return handle;
  };
}

/** The incubator each pooled connection was last set to (a connection is reused as is). */
const enteredTenant = new WeakMap<pg.PoolClient, string>();

async function enterTenant(client: pg.PoolClient, incubatorId: string) {
  if (enteredTenant.get(client) === incubatorId) return;
  enteredTenant.delete(client);
  await client.query(ENTER, [TENANT_ROLE, incubatorId]);
  enteredTenant.set(client, incubatorId);
}

/**
 * The tenant pool as Drizzle sees it for one incubator: every checkout (a query, or a whole
 * transaction) first sets the connection to this incubator, unless it already is — the
 * usual case, which costs no round trip. Set outside any transaction, the setting holds for
 * the connection's next uses; nothing else runs on these connections.
 */
function asTenant(pool: pg.Pool, incubatorId: string): pg.Pool {
  const view = Object.create(pool) as pg.Pool;
  const connect = async () => {
    const client = await pool.connect();
    try {
      await enterTenant(client, incubatorId);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return client;
  };
  const query = async (config: pg.QueryConfig, values?: unknown[]) => {
    const client = await connect();
    try {
      const result = await client.query(config, values);
      client.release();
      return result;
    } catch (error) {
      // A refused statement leaves the connection usable; anything else retires it.
      client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    }
  };
  Object.assign(view, { connect, query });
  return view;
}

async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const dir = dataDir ? path.join(dataDir, "pglite") : undefined;
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { btree_gist }, loadDataDir }).catch((error) => {
    releaseLock();
    throw error;
  });
  const session = pgliteSession(client);
  const owner = session.as(OWNER);
  const db = drizzlePglite(owner) as unknown as Db;
  return {
    db,
    forTenant: perTenant((incubatorId) => drizzlePglite(session.as(incubatorId)) as unknown as Db),
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(owner), { migrationsFolder }),
    ping: () => ping(db),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

const OWNER = "";

/**
 * PGlite is one connection shared by every request. Each use (a query, or a whole
 * transaction) takes its turn — PGlite serialises them anyway — and first switches the
 * connection to the owner, or to an incubator as `launchpad_app`, if it is not there yet.
 */
function pgliteSession(client: PGlite) {
  let current = OWNER;
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(who: string, work: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      if (current !== who) {
        current = "unknown";
        await client.query(ENTER, who === OWNER ? ["none", ""] : [TENANT_ROLE, who]);
        current = who;
      }
      return work();
    });
    tail = run.catch(() => {});
    return run;
  };
  return {
    as: (who: string) =>
      ({
        query: (...args: Parameters<PGlite["query"]>) => inTurn(who, () => client.query(...args)),
        transaction: (...args: Parameters<PGlite["transaction"]>) =>
          inTurn(who, () => client.transaction(...args)),
        exec: (...args: Parameters<PGlite["exec"]>) => inTurn(who, () => client.exec(...args)),
      }) as unknown as PGlite,
  };
}

/**
 * PGlite is a single-process database: a second process opening the same files would
 * corrupt them. A lock file with the owner's pid makes the second one stop with a clear
 * message instead; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "pglite.lock");
  const owner = fs.existsSync(lockFile) ? Number(fs.readFileSync(lockFile, "utf8")) : null;
  if (owner && owner !== process.pid && isAlive(owner)) {
    throw new Error(`it is in use by process ${owner}; stop that process first, or set DATABASE_URL`);
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs `work` in one transaction; repositories take the transaction as their `Db`. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
