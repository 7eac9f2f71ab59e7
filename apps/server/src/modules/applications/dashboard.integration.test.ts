import type { ApplicationStatus } from "@launchpad/domain/applications";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { applicationRounds, applications, funnelRounds, funnels } from "./applications.tables.ts";

/**
 * /application/dashboard's figures on a known data set: a funnel of three rounds and six
 * applications whose paths, dates and scores are written straight to the database.
 */
const DASHBOARD = `query D($f: ApplicationsDashboardFilter) { applicationsDashboard(filter: $f) {
  total archived byStatus { status count }
  byFunnel { funnelId name total }
  rounds { funnelId position current entered left wentOn conversion averageHours medianHours }
  weeks { week total byStatus { status count } }
  averageScores { from to count } normalisedScores { from to count } funnelOptions { id name } } }`;

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

type Path = [round: number, entered: string, left?: string][];
type Seed = {
  who: string;
  status: ApplicationStatus;
  round: number;
  created: string;
  scores?: [number, number];
  path: Path;
};

const SEEDS: Seed[] = [
  { who: "admin", status: "draft", round: 1, created: "2026-01-05", path: [[1, "2026-01-05"]] },
  {
    who: "staff",
    status: "under_review",
    round: 2,
    created: "2026-01-06",
    scores: [4, 0.5],
    path: [
      [1, "2026-01-06", "2026-01-08"],
      [2, "2026-01-08"],
    ],
  },
  {
    who: "coach",
    status: "pending_decision",
    round: 2,
    created: "2026-01-13",
    scores: [2, -1],
    path: [
      [1, "2026-01-13", "2026-01-14"],
      [2, "2026-01-14"],
    ],
  },
  {
    who: "mentor",
    status: "rejected",
    round: 1,
    created: "2026-01-13",
    path: [[1, "2026-01-13", "2026-01-16"]],
  },
  {
    who: "expert",
    status: "accepted",
    round: 3,
    created: "2026-01-20",
    scores: [5, 1.5],
    path: [
      [1, "2026-01-20", "2026-01-21"],
      [2, "2026-01-21", "2026-01-23"],
      [3, "2026-01-23", "2026-01-24"],
    ],
  },
  {
    who: "evaluator",
    status: "ready_for_meeting",
    round: 3,
    created: "2026-01-20",
    scores: [3, 0],
    path: [
      [1, "2026-01-20", "2026-01-22"],
      [2, "2026-01-22", "2026-01-23"],
      [3, "2026-01-23"],
    ],
  },
];

describe.each(databaseKinds("both"))("the applications dashboard on %s", (kind) => {
  const t = useTestApp(kind);
  let funnelId = "";
  let staff = "";

  beforeAll(async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const incubatorId = demo?.id ?? "";
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          SEEDS.map((s) => `${s.who}@demo.test`),
        ),
      );
    const idOf = (who: string) => people.find((p) => p.email === `${who}@demo.test`)?.id ?? "";
    const [funnel] = await db
      .insert(funnels)
      .values({
        incubatorId,
        type: "startup",
        name: "Dashboard test",
        displayName: { en: "Test" },
        slug: "g-dashboard",
      })
      .returning();
    funnelId = funnel?.id ?? "";
    const rounds = await db
      .insert(funnelRounds)
      .values(
        (["form", "evaluation", "meeting"] as const).map((type, i) => ({
          incubatorId,
          funnelId,
          position: i + 1,
          type,
          name: { en: `Round ${i + 1}` },
        })),
      )
      .returning();
    const roundId = (position: number) => rounds.find((r) => r.position === position)?.id ?? "";
    for (const s of SEEDS) {
      const [row] = await db
        .insert(applications)
        .values({
          incubatorId,
          funnelId,
          applicantId: idOf(s.who),
          roundId: roundId(s.round),
          status: s.status,
          averageScore: s.scores?.[0] ?? null,
          normalisedScore: s.scores?.[1] ?? null,
          createdAt: at(s.created),
        })
        .returning();
      await db.insert(applicationRounds).values(
        s.path.map(([round, entered, left]) => ({
          incubatorId,
          applicationId: row?.id ?? "",
          roundId: roundId(round),
          enteredAt: at(entered),
          leftAt: left ? at(left) : null,
          outcome: left ? ("accepted" as const) : null,
        })),
      );
    }
    staff = await t.tokenOf("staff@demo.test");
  });

  it("counts by status, funnel, round and week, with the rounds' conversion and time, and the score histograms", async () => {
    const { body } = await gqlAs(t.app, staff, DASHBOARD, { f: { funnelId } });
    expect(body.errors).toBeUndefined();
    const d = (body.data as { applicationsDashboard: Record<string, unknown> }).applicationsDashboard as {
      total: number;
      archived: number;
      byStatus: { status: string; count: number }[];
      byFunnel: { funnelId: string; total: number }[];
      rounds: Record<string, number | null>[];
      weeks: { week: string; total: number }[];
      averageScores: { from: number; to: number; count: number }[];
      normalisedScores: { from: number; to: number; count: number }[];
      funnelOptions: { id: string; name: string }[];
    };
    expect(d.total).toBe(6);
    expect(d.archived).toBe(0);
    expect(Object.fromEntries(d.byStatus.map((s) => [s.status, s.count]))).toEqual({
      draft: 1,
      ready_for_invitation: 0,
      ready_for_meeting: 1,
      under_review: 1,
      pending_decision: 1,
      accepted: 1,
      rejected: 1,
      delay_rejected: 0,
    });
    expect(d.byFunnel).toEqual([expect.objectContaining({ funnelId, total: 6 })]);
    expect(d.funnelOptions).toContainEqual({ id: funnelId, name: "Dashboard test" });
    expect(d.rounds.map(({ funnelId: _f, ...r }) => r)).toEqual([
      {
        position: 1,
        current: 2,
        entered: 6,
        left: 5,
        wentOn: 4,
        conversion: 4 / 6,
        averageHours: 43.2,
        medianHours: 48,
      },
      {
        position: 2,
        current: 2,
        entered: 4,
        left: 2,
        wentOn: 2,
        conversion: 0.5,
        averageHours: 36,
        medianHours: 36,
      },
      {
        position: 3,
        current: 2,
        entered: 2,
        left: 1,
        wentOn: 0,
        conversion: 0,
        averageHours: 24,
        medianHours: 24,
      },
    ]);
    expect(d.weeks.map((w) => [w.week, w.total])).toEqual([
      ["2026-01-05", 2],
      ["2026-01-12", 2],
      ["2026-01-19", 2],
    ]);
    expect(d.averageScores).toHaveLength(10);
    expect(d.averageScores[0]).toEqual({ from: 2, to: 2.3, count: 1 });
    expect(d.averageScores.map((b) => b.count)).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
    expect(d.normalisedScores.map((b) => b.count)).toEqual([1, 0, 0, 0, 1, 0, 1, 0, 0, 1]);
    expect(d.normalisedScores[9]).toEqual({ from: 1.25, to: 1.5, count: 1 });
  });

  it("counts only the applications created in the period, its last day included", async () => {
    const { body } = await gqlAs(t.app, staff, DASHBOARD, {
      f: { funnelId, from: "2026-01-12", to: "2026-01-13" },
    });
    expect(body.errors).toBeUndefined();
    const d = (body.data as { applicationsDashboard: { total: number; rounds: { entered: number }[] } })
      .applicationsDashboard;
    expect(d.total).toBe(2);
    expect(d.rounds.map((r) => r.entered)).toEqual([2, 1, 0]);
  });

  it("refuses a bad period with the field's message, and another funnel id as not found", async () => {
    const bad = await gqlAs(t.app, staff, DASHBOARD, { f: { from: "2026-02-01", to: "2026-01-01" } });
    expect(bad.body.errors?.[0]?.extensions?.name).toBe("ValidationError");
    expect(JSON.stringify(bad.body.errors?.[0]?.extensions)).toContain("on or after");
    const missing = await gqlAs(t.app, staff, DASHBOARD, {
      f: { funnelId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(missing.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
  });

  it("is refused without APPLICATION_DASHBOARD, and to everyone while the feature is off", async () => {
    const evaluator = await t.tokenOf("evaluator@demo.test");
    const refused = await gqlAs(t.app, evaluator, DASHBOARD, { f: { funnelId } });
    expect(refused.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    const db = t.database.db;
    await db
      .update(incubators)
      .set({ featureFlags: { applicationsDashboard: { enabled: true, activated: false } } })
      .where(eq(incubators.slug, "demo"));
    try {
      const off = await gqlAs(t.app, staff, DASHBOARD, { f: { funnelId } });
      expect(off.body.errors?.[0]?.extensions).toMatchObject({
        name: "ForbiddenError",
        reason: "FEATURE_OFF",
      });
    } finally {
      await db.update(incubators).set({ featureFlags: {} }).where(eq(incubators.slug, "demo"));
    }
  });
});
