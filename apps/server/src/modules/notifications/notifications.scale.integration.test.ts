import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "../../db/client.ts";
import { incubators, users } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { panelPageQuery, unseenStatement } from "./notifications.repository.ts";

/**
 * Issue 14, scale: for a user with 50,000 notifications (and another user with as many),
 * the panel's first page and the unseen count are one indexed query each. Their plans on
 * PostgreSQL, run as the app runs them (row-level security on), must read a range of
 * notifications_panel_idx — no sequential scan, no sort — and touch no more index entries
 * than the page (17) or the badge's cap (100) needs, wherever the last-seen time is.
 */
type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
};

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.each(databaseKinds("sql").filter((kind) => kind === "postgres"))(
  "notifications at scale on %s",
  (kind) => {
    const t = useTestApp(kind);
    let tenant: Tenant;
    let userId: string;

    beforeAll(async () => {
      const { db } = t.database;
      const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, "coach@demo.test"));
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, "mentor@demo.test"));
      if (!demo || !user || !other) throw new Error("no demo data");
      tenant = { id: demo.id, slug: demo.slug };
      userId = user.id;
      for (const id of [user.id, other.id]) {
        await db.execute(sql`
        insert into notifications (incubator_id, user_id, type, payload, created_at, in_app, email_pending)
        select ${demo.id}, ${id}, 'updatedMetrics', '{"startupName":"Nimbus","period":"2026-10"}'::jsonb,
               now() - (g || ' minutes')::interval, g % 10 <> 0, g % 3 = 0
        from generate_series(1, 50000) g`);
      }
      await db.execute(sql`analyze notifications`);
    }, 120_000);

    const explain = async (query: ReturnType<typeof sql>) => {
      const db = t.database.forTenant(tenant.id);
      const [row] = await rawRows<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        db,
        sql`explain (analyze, format json) ${query}`,
      );
      const plan = row?.["QUERY PLAN"][0]?.Plan;
      if (!plan) throw new Error("no plan");
      return nodes(plan);
    };

    const expectIndexRange = (plan: PlanNode[], maxRows: number) => {
      const onNotifications = plan.filter((n) => n["Relation Name"] === "notifications");
      expect(onNotifications.length).toBeGreaterThan(0);
      for (const node of onNotifications) {
        expect(node["Node Type"]).toMatch(/^Index (Only )?Scan$/);
        expect(node["Index Name"]).toBe("notifications_panel_idx");
        expect((node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1)).toBeLessThanOrEqual(maxRows);
      }
      expect(plan.some((n) => n["Node Type"] === "Sort")).toBe(false);
    };

    it("reads the first page from one index range, in the index's order", async () => {
      const page = panelPageQuery(t.database.forTenant(tenant.id), tenant, userId, null, 17);
      const plan = await explain(sql`${page}`);
      expectIndexRange(plan, 17);
    });

    it("counts the unseen up to 100 from one index range, never seen or seen an hour ago", async () => {
      expectIndexRange(await explain(unseenStatement(tenant, userId, 100)), 100);
      await t.database.db.execute(sql`
      insert into notification_settings (incubator_id, user_id, last_seen_at)
      values (${tenant.id}, ${userId}, now() - interval '1 hour')
      on conflict (user_id) do update set last_seen_at = excluded.last_seen_at`);
      expectIndexRange(await explain(unseenStatement(tenant, userId, 100)), 100);
    });
  },
);
