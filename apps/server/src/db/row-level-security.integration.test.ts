import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantBySlug } from "../modules/incubator/index.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import { databaseKinds, openTestDatabase } from "../test/harness.ts";
import { type Database, type Db, rawRows, TENANT_ROLE } from "./client.ts";
import { incubators, startups, users } from "./schema/index.ts";

/**
 * Row-level security (decision 014): the queries below deliberately leave out `scoped()`.
 * Run as a tenant (`forTenant`), they still see and touch that tenant's rows only.
 */
describe.each(databaseKinds("both"))("row-level security on %s", (kind) => {
  let database: Database;
  let demo: Tenant;
  let orbit: Tenant;
  let asDemo: Db;
  let asOrbit: Db;
  let tenantTables: string[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    demo = (await tenantBySlug(database.db, "demo")) as Tenant;
    orbit = (await tenantBySlug(database.db, "orbit")) as Tenant;
    asDemo = database.forTenant(demo.id);
    asOrbit = database.forTenant(orbit.id);
    const rows = await rawRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'incubator_id' order by table_name`,
    );
    tenantTables = rows.map((r) => r.table_name);
  });
  afterAll(() => database.close());

  const foreignRows = async (db: Db, table: string, tenant: Tenant) => {
    const [row] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where incubator_id <> ${tenant.id}`,
    );
    return row?.n ?? 0;
  };

  it("guards every table with incubator_id, and the incubators table, by a policy", async () => {
    const rows = await rawRows<{ relname: string; relrowsecurity: boolean; policies: number }>(
      database.db,
      sql`select c.relname, c.relrowsecurity,
            (select count(*)::int from pg_policies p
              where p.schemaname = 'public' and p.tablename = c.relname and p.policyname = 'tenant_isolation') as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and (c.relname = 'incubators' or c.relname in (
              select table_name from information_schema.columns
              where table_schema = 'public' and column_name = 'incubator_id'))`,
    );
    expect(rows.length).toBe(tenantTables.length + 1);
    const unguarded = rows.filter((r) => !r.relrowsecurity || r.policies !== 1).map((r) => r.relname);
    expect(unguarded, "add `SELECT launchpad_isolate_tenant('public.<table>')` in a migration").toEqual([]);
  });

  it("runs tenant work as a role that neither is a superuser nor bypasses row-level security", async () => {
    const [role] = await rawRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${TENANT_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const [who] = await rawRows<{ current_user: string }>(asDemo, sql`select current_user`);
    expect(who?.current_user).toBe(TENANT_ROLE);
  });

  it("shows a tenant none of another tenant's rows in any table, without scoped()", async () => {
    expect(tenantTables.length).toBeGreaterThan(10);
    for (const table of ["users", "roles", "startups", "weekly_availability"]) {
      expect(await foreignRows(database.db, table, demo), `owner sees orbit's ${table}`).toBeGreaterThan(0);
    }
    for (const table of tenantTables) {
      expect(await foreignRows(asDemo, table, demo), table).toBe(0);
      expect(await foreignRows(asOrbit, table, orbit), table).toBe(0);
    }
    const everyone = await asDemo.select({ email: users.email, incubatorId: users.incubatorId }).from(users);
    expect(everyone.length).toBeGreaterThan(0);
    expect(new Set(everyone.map((u) => u.incubatorId))).toEqual(new Set([demo.id]));
    const tenants = await asDemo.select({ slug: incubators.slug }).from(incubators);
    expect(tenants).toEqual([{ slug: "demo" }]);
  });

  it("refuses to write a row into another tenant, and updates or deletes none of its rows", async () => {
    await expect(asDemo.insert(startups).values({ name: "Sneaky", incubatorId: orbit.id })).rejects.toThrow();
    const [orbitStartup] = await database.db
      .select()
      .from(startups)
      .where(eq(startups.incubatorId, orbit.id));
    const id = orbitStartup?.id ?? "";
    expect(
      await asDemo.update(startups).set({ name: "Taken" }).where(eq(startups.id, id)).returning(),
    ).toEqual([]);
    expect(await asDemo.delete(startups).where(eq(startups.id, id)).returning()).toEqual([]);
    const [mine] = await asDemo.select().from(startups).limit(1);
    await expect(
      asDemo
        .update(startups)
        .set({ incubatorId: orbit.id })
        .where(eq(startups.id, mine?.id ?? "")),
    ).rejects.toThrow();
    const [after] = await database.db.select().from(startups).where(eq(startups.id, id));
    expect(after?.name).toBe(orbitStartup?.name);
  });

  it("keeps each tenant's view when many queries and transactions share the connections", async () => {
    const reads = Array.from({ length: 24 }, (_, i) => {
      const [db, tenant] = i % 2 ? [asDemo, demo] : [asOrbit, orbit];
      const read =
        i % 3 === 0
          ? db.transaction((tx) => tx.select({ incubatorId: users.incubatorId }).from(users))
          : db.select({ incubatorId: users.incubatorId }).from(users);
      return read.then((rows) => ({ tenant: tenant.id, seen: [...new Set(rows.map((r) => r.incubatorId))] }));
    });
    for (const { tenant, seen } of await Promise.all(reads)) expect(seen).toEqual([tenant]);
    // The owner's connections are not left as a tenant.
    expect(await foreignRows(database.db, "users", demo)).toBeGreaterThan(0);
  });

  it("shows the tenant role nothing when no tenant is set", async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
      await tx.execute(sql`select set_config('launchpad.incubator_id', '', true)`);
      const [row] = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from users`);
      return row?.n;
    });
    expect(seen).toBe(0);
  });

  it("keeps installation-wide secrets from the tenant role", async () => {
    await expect(rawRows(asDemo, sql`select * from app_secrets`)).rejects.toThrow();
  });

  it("refuses forTenant without an incubator id", () => {
    expect(() => database.forTenant("")).toThrow();
  });
});
