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
/**
 * Both drivers give the same query builder; code above this file does not know which. The
 * client knows no table list: each module queries the tables it imports from its own
 * `*.tables.ts` (the relational `db.query` API, which would need them all, is not used).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const client = await pool.connect();
  client.release();
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const dir = dataDir ? path.join(dataDir, "pglite") : undefined;
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { btree_gist }, loadDataDir }).catch((error) => {
    releaseLock();
    throw error;
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      await client.close();
      releaseLock();
    },
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
