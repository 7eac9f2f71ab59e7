import type { Db } from "../db/client.ts";

type Logger = { logQuery(query: string, params: unknown[]): void };
type SessionWithLogger = { logger?: Logger; options?: { logger?: Logger } };

/**
 * Records the SQL statements that Drizzle sends through the given handles while `run` runs,
 * by giving each handle's session a logger: the session's own (plain queries) and the one
 * it hands to the sessions of its transactions. Fails loudly if Drizzle's session stops
 * having them (then this helper must change, not the test pass).
 */
export async function statementsDuring(dbs: Db[], run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const recorder: Logger = { logQuery: (query) => statements.push(query) };
  const restore: (() => void)[] = [];
  for (const db of new Set(dbs)) {
    const session = (db as unknown as { session?: SessionWithLogger }).session;
    const options = session?.options;
    if (!session?.logger || !options) throw new Error("Drizzle's session has no logger to hook");
    const before = { logger: session.logger, options: options.logger };
    session.logger = recorder;
    options.logger = recorder;
    restore.push(() => {
      session.logger = before.logger;
      options.logger = before.options;
    });
  }
  try {
    await run();
  } finally {
    for (const undo of restore) undo();
  }
  return statements;
}

/**
 * The handles a request's queries go through: the owner's, and the tenant's when the
 * database gives one (`forTenant`, row-level security), so that none escapes the count.
 */
export function requestHandles(database: { db: Db }, incubatorId: string): Db[] {
  const forTenant = (database as { forTenant?: (id: string) => Db }).forTenant;
  return forTenant ? [database.db, forTenant(incubatorId)] : [database.db];
}
