import { ROLE_TYPES } from "@launchpad/domain";
import { and, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../modules/users/index.ts";
import { databaseKinds, openTestDatabase } from "../test/harness.ts";
import { type Database, rawRows } from "./client.ts";
import { incubators, roles, startupMembers, startups, users, weeklyAvailability } from "./schema/index.ts";
import { DEMO_PASSWORD } from "./seed/demo-data.ts";
import { seedDemo, seedIfEmpty } from "./seed/seed.ts";

describe.each(databaseKinds("both"))("migrations and demo data on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const count = async (table: PgTable) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };

  it("installs btree_gist for exclusion constraints", async () => {
    const rows = await rawRows(
      database.db,
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(rows).toHaveLength(1);
  });

  // incubators is the tenant itself; app_secrets holds installation-wide secrets.
  it("gives every tenant table a non-null incubator_id", async () => {
    const rows = await rawRows<{ table_name: string; is_nullable: string | null }>(
      database.db,
      sql`
      select t.table_name, c.is_nullable from information_schema.tables t
      left join information_schema.columns c
        on c.table_name = t.table_name and c.table_schema = t.table_schema and c.column_name = 'incubator_id'
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and t.table_name not in ('incubators', 'app_secrets')`,
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => r.is_nullable !== "NO").map((r) => r.table_name)).toEqual([]);
  });

  it("seeds both tenants with one account per role, an unconfirmed one, and their startups", async () => {
    expect(await count(incubators)).toBe(2);
    // 15 of the cast, and the applications demo's 42 applicants and second evaluator (applications/demo-applications.ts).
    expect(await count(users)).toBe(2 * (15 + 43));
    expect(await count(roles)).toBe(2 * ROLE_TYPES.length);
    // Demo Accelerator 14, Orbit Labs 2 (startups/demo-startups.ts).
    expect(await count(startups)).toBe(16);
    expect(await count(startupMembers)).toBe(6);
  });

  it("is idempotent, and seeds nothing into a database that has data", async () => {
    const before = [
      await count(users),
      await count(roles),
      await count(startups),
      await count(weeklyAvailability),
    ];
    await seedDemo(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const after = [
      await count(users),
      await count(roles),
      await count(startups),
      await count(weeklyAvailability),
    ];
    expect(after).toEqual(before);
  });

  it("gives the demo accounts the documented password, hashed with argon2id", async () => {
    const [founder] = await database.db.select().from(users).where(eq(users.email, "founder@demo.test"));
    expect(founder?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(founder?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(founder?.passwordHash ?? "", "wrong")).toBe(false);
  });

  it("makes founder@ and cofounder2@ cofounders of the same startup, founder3@ of the other", async () => {
    const rows = await database.db
      .select({ email: users.email, startup: startupMembers.startupId })
      .from(startupMembers)
      .innerJoin(users, eq(users.id, startupMembers.userId))
      .innerJoin(incubators, eq(incubators.id, users.incubatorId))
      .where(eq(incubators.slug, "demo"));
    expect(rows.map((r) => r.email).sort()).toEqual([
      "cofounder2@demo.test",
      "founder3@demo.test",
      "founder@demo.test",
    ]);
    const startupOf = (email: string) => rows.find((r) => r.email === email)?.startup;
    expect(startupOf("cofounder2@demo.test")).toBe(startupOf("founder@demo.test"));
    expect(startupOf("founder3@demo.test")).not.toBe(startupOf("founder@demo.test"));
  });

  it("gives the coach weekly hours and coaching settings", async () => {
    const [coach] = await database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
    expect(coach?.coachingMeetingSettings?.enabled).toBe(true);
    const hours = await database.db
      .select()
      .from(weeklyAvailability)
      .where(eq(weeklyAvailability.userId, coach?.id ?? ""));
    expect(hours).toHaveLength(10);
  });

  it("keeps e-mails unique per incubator, case-insensitively, but allows one e-mail in two", async () => {
    const staffRole = async (slug: string) => {
      const [row] = await database.db
        .select({ incubatorId: roles.incubatorId, roleId: roles.id })
        .from(roles)
        .innerJoin(incubators, eq(incubators.id, roles.incubatorId))
        .where(and(eq(incubators.slug, slug), eq(roles.type, "Staff")));
      if (!row) throw new Error(`no Staff role in ${slug}`);
      return row;
    };
    const sameTenant = database.db
      .insert(users)
      .values({ ...(await staffRole("demo")), email: "STAFF@demo.test" });
    await expect(sameTenant).rejects.toThrow();
    const [other] = await database.db
      .insert(users)
      .values({ ...(await staffRole("orbit")), email: "staff@demo.test" })
      .returning();
    expect(other?.email).toBe("staff@demo.test");
    await database.db.delete(users).where(eq(users.id, other?.id ?? ""));
  });
});
