import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantBySlug } from "../modules/incubator/index.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import { databaseKinds, openTestDatabase } from "../test/harness.ts";
import type { Database } from "./client.ts";
import { anyOf, placeholder, prepared, preparedSql, scopedAs } from "./prepared.ts";
import { roles, users } from "./schema/index.ts";
import { scoped } from "./tenant-scope.ts";

/**
 * A prepared statement's rows come from its own mapper (prepared.ts), not Drizzle's
 * `mapResultRow`: they must be the same values — dates as Date, jsonb as objects, nulls,
 * computed columns with their decoders — on both database kinds.
 */
describe.each(databaseKinds("both"))("prepared statements on %s", (kind) => {
  let database: Database;
  let demo: Tenant;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    demo = (await tenantBySlug(database.db, "demo")) as Tenant;
  });
  afterAll(() => database.close());

  it("map whole rows as Drizzle does (every column kind of users and roles)", async () => {
    const db = database.forTenant(demo.id);
    const everyone = await db.select().from(users).where(scoped(users, demo));
    const ids = everyone.map((u) => u.id);
    const statement = prepared(db, "test.usersByIds", (db) =>
      db
        .select()
        .from(users)
        .where(scopedAs(users, anyOf(users.id, "ids"))),
    );
    const mapped = await statement.execute({ tenant: demo.id, ids });
    expect(mapped.length).toBeGreaterThan(3);
    expect(mapped).toEqual(everyone);
    expect(mapped[0]?.createdAt).toBeInstanceOf(Date);

    const plainRoles = await db.select().from(roles).where(scoped(roles, demo));
    const preparedRoles = await prepared(db, "test.roles", (db) =>
      db.select().from(roles).where(scopedAs(roles)),
    ).execute({ tenant: demo.id });
    expect(preparedRoles).toEqual(plainRoles);
  });

  it("map chosen and computed columns with their decoders, and nulls", async () => {
    const db = database.forTenant(demo.id);
    const selection = {
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      n: sql<number>`1 + 1`.mapWith(Number),
      missing: sql<string | null>`null`,
      checked: users.icsFeedCheckedAt,
      at: users.createdAt,
    };
    const plain = await db.select(selection).from(users).where(scoped(users, demo));
    const viaPrepared = await prepared(db, "test.selection", (db) =>
      db.select(selection).from(users).where(scopedAs(users)),
    ).execute({ tenant: demo.id });
    expect(viaPrepared).toEqual(plain);
    expect(viaPrepared[0]?.n).toBe(2);
  });

  it("keep a raw statement's text and rows (preparedSql), and scope its tenant", async () => {
    const db = database.forTenant(demo.id);
    const statement = preparedSql<{ id: string }>(
      db,
      "test.raw",
      () =>
        sql`select id from users where incubator_id = ${placeholder("tenant")} and id = ${placeholder("id")}`,
    );
    const [someone] = await db.select().from(users).where(scoped(users, demo));
    const { rows } = await statement.execute({ tenant: demo.id, id: someone?.id });
    expect(rows).toEqual([{ id: someone?.id }]);
    const orbit = (await tenantBySlug(database.db, "orbit")) as Tenant;
    expect((await statement.execute({ tenant: orbit.id, id: someone?.id })).rows).toEqual([]);
  });
});
