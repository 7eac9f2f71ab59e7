import { APPLICATION_STATUSES } from "@launchpad/domain/applications";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { seedDemo } from "../../db/seed/seed.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import {
  applicationEvaluators,
  applicationMeetingInvitations,
  applications,
  funnelRounds,
  funnels,
  roundEmails,
} from "./applications.tables.ts";
import { DEMO_APPLICATIONS } from "./demo-applications.ts";

/** The applications demo (applications.demo.ts, docs/demo-data.md), as the seeded test database has it. */
describe.each(databaseKinds("sql"))("the applications demo on %s", (kind) => {
  const t = useTestApp(kind);

  const byStatus = async (slug: string) => {
    const rows = await t.database.db
      .select({ status: applications.status, n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(funnels, eq(funnels.id, applications.funnelId))
      .where(eq(funnels.slug, slug))
      .groupBy(applications.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  };

  it("gives each demo tenant two funnels of three rounds with their e-mails", async () => {
    const rows = await t.database.db
      .select({
        slug: funnels.slug,
        type: funnels.type,
        published: funnels.published,
        rounds: sql<number>`count(*)::int`,
      })
      .from(funnels)
      .innerJoin(funnelRounds, eq(funnelRounds.funnelId, funnels.id))
      .groupBy(funnels.slug, funnels.type, funnels.published, funnels.incubatorId)
      .orderBy(funnels.slug);
    expect(rows).toEqual(
      ["accelerator-2027", "accelerator-2027", "community", "community"].map((slug) => ({
        slug,
        type: slug === "community" ? "community" : "startup",
        published: true,
        rounds: 3,
      })),
    );
    const reasons = await t.database.db
      .select({ reason: sql<string>`${roundEmails.reason}->>'en'` })
      .from(roundEmails)
      .where(eq(roundEmails.kind, "rejection"));
    expect(new Set(reasons.map((r) => r.reason))).toEqual(
      new Set(["Not a fit for this cohort", "Too early"]),
    );
  });

  it("spreads about forty applications a tenant over every status, 20 of them under review in round 1", async () => {
    const startup = await byStatus("accelerator-2027");
    const community = await byStatus("community");
    for (const status of APPLICATION_STATUSES) expect((startup[status] ?? 0) > 0, status).toBe(true);
    const total =
      Object.values(startup).reduce((a, b) => a + b, 0) + Object.values(community).reduce((a, b) => a + b, 0);
    // Two tenants.
    expect(total).toBe(2 * DEMO_APPLICATIONS.length);
    const [first] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .innerJoin(funnelRounds, eq(funnelRounds.id, applications.roundId))
      .innerJoin(funnels, eq(funnels.id, applications.funnelId))
      .where(
        and(
          eq(funnels.slug, "accelerator-2027"),
          eq(funnelRounds.position, 1),
          eq(applications.status, "under_review"),
        ),
      );
    expect(first?.n).toBe(2 * 20);
  });

  it("keeps applicant@ at one draft, and scores the evaluated ones (raw and normalised)", async () => {
    const [applicant] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, "applicant@demo.test"));
    const own = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.applicantId, applicant?.id as string));
    expect(own).toEqual([{ status: "draft" }]);
    const pending = await t.database.db
      .select({
        average: applications.averageScore,
        normalised: applications.normalisedScore,
        count: applications.evaluationCount,
      })
      .from(applications)
      .where(eq(applications.status, "pending_decision"));
    expect(pending.length).toBeGreaterThan(0);
    for (const p of pending.filter((x) => x.count > 0)) {
      expect(p.average).not.toBeNull();
      expect(p.normalised).not.toBeNull();
    }
    const [evaluations] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationEvaluators)
      .where(
        sql`${applicationEvaluators.submittedAt} is not null and ${applicationEvaluators.score} is not null`,
      );
    expect(evaluations?.n).toBeGreaterThan(10);
    const invitations = await t.database.db.select().from(applicationMeetingInvitations);
    expect(new Set(invitations.map((i) => i.status))).toEqual(new Set(["sent", "booked", "done"]));
  });

  it("changes nothing when seeded again", async () => {
    const count = async () => {
      const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications);
      const [people] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      return [row?.n, people?.n];
    };
    const before = await count();
    await seedDemo(t.database.db);
    expect(await count()).toEqual(before);
  });
});
