import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantBySlug as findTenantBySlug } from "../modules/incubator/index.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import { databaseKinds, openTestDatabase } from "../test/harness.ts";
import type { Database } from "./client.ts";
import { startups } from "./schema/index.ts";
import { owned, scoped } from "./tenant-scope.ts";

describe.each(databaseKinds("both"))("tenant scope on %s", (kind) => {
  let database: Database;
  let demo: Tenant;
  let orbit: Tenant;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    demo = (await findTenantBySlug(database.db, "demo")) as Tenant;
    orbit = (await findTenantBySlug(database.db, "orbit")) as Tenant;
  });
  afterAll(() => database.close());

  it("reads a row of another tenant as not found", async () => {
    const [orbitStartup] = await database.db.select().from(startups).where(scoped(startups, orbit));
    expect(orbitStartup).toBeDefined();
    const asDemo = await database.db
      .select()
      .from(startups)
      .where(scoped(startups, demo, eq(startups.id, orbitStartup?.id ?? "")));
    expect(asDemo).toEqual([]);
    const asOrbit = await database.db
      .select()
      .from(startups)
      .where(scoped(startups, orbit, eq(startups.id, orbitStartup?.id ?? "")));
    expect(asOrbit).toHaveLength(1);
  });

  it("lists only the tenant's own rows", async () => {
    const rows = await database.db.select().from(startups).where(scoped(startups, demo));
    const names = rows.map((r) => r.name);
    expect(names).toHaveLength(14);
    expect(names).toEqual(expect.arrayContaining(["GreenLoop", "Nimbus Analytics"]));
    expect(names).not.toContain("Quasar Robotics");
  });

  it("writes new rows into the tenant, whatever the caller passed", async () => {
    const sneaky = { name: "Sneaky", incubatorId: orbit.id };
    const [row] = await database.db.insert(startups).values(owned(demo, sneaky)).returning();
    expect(row?.incubatorId).toBe(demo.id);
    await database.db.delete(startups).where(scoped(startups, demo, eq(startups.id, row?.id ?? "")));
  });
});
