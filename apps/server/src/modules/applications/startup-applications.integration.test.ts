import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applicationEvaluators,
  applications,
  funnelRounds,
  funnels,
  incubators,
  startupAssignments,
  startupMembers,
  startups,
  users,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";

/**
 * The startup file's applications tab (issue 18, decision 060): who sees a startup's
 * applications and how — staff of the funnel whole, cofounders as applicants, a connected
 * coach without names or drafts, an outsider not at all.
 */
const QUERY = `query Q($id: ID!) { startupApplications(startupId: $id) {
  id funnelName roundName roundPosition status submittedAt decidedAt applicantName link staffView } }`;

type Row = {
  id: string;
  funnelName: string;
  roundName: string | null;
  status: string;
  decidedAt: string | null;
  applicantName: string | null;
  link: string | null;
  staffView: boolean;
};

describe.each(databaseKinds("both"))("a startup's applications on %s", (kind) => {
  const t = useTestApp(kind);
  let startupId = "";
  const ids = { accepted: "", pending: "", draft: "", round: "", coach: "" };

  beforeAll(async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const incubatorId = demo?.id ?? "";
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [
          "founder@demo.test",
          "cofounder2@demo.test",
          "coach@demo.test",
          "community@demo.test",
        ]),
      );
    const idOf = (local: string) => people.find((p) => p.email === `${local}@demo.test`)?.id ?? "";
    const [startup] = await db
      .insert(startups)
      .values({ incubatorId, name: "Lane G Applications Co" })
      .returning();
    startupId = startup?.id ?? "";
    await db.insert(startupMembers).values([
      { incubatorId, startupId, userId: idOf("founder") },
      { incubatorId, startupId, userId: idOf("cofounder2") },
    ]);
    const [other] = await db.insert(startups).values({ incubatorId, name: "Lane G Elsewhere" }).returning();
    const [funnel] = await db
      .insert(funnels)
      .values({
        incubatorId,
        type: "startup",
        name: "G internal accelerator",
        displayName: { en: "Accelerator 2027", fr: "Accélérateur 2027" },
        slug: "g-startup-applications",
      })
      .returning();
    const [community] = await db
      .insert(funnels)
      .values({
        incubatorId,
        type: "community",
        name: "G community",
        displayName: { en: "Community" },
        slug: "g-startup-applications-community",
      })
      .returning();
    const [round] = await db
      .insert(funnelRounds)
      .values({ incubatorId, funnelId: funnel?.id ?? "", position: 1, type: "form", name: { en: "Intake" } })
      .returning();
    const base = { incubatorId, funnelId: funnel?.id ?? "", roundId: round?.id ?? null };
    const rows = await db
      .insert(applications)
      .values([
        {
          ...base,
          applicantId: idOf("founder"),
          status: "accepted" as const,
          startupId,
          submittedAt: new Date("2026-01-02T10:00:00Z"),
          decidedAt: new Date("2026-02-01T10:00:00Z"),
          createdAt: new Date("2026-01-01T10:00:00Z"),
        },
        {
          ...base,
          funnelId:
            (
              await db
                .insert(funnels)
                .values({
                  incubatorId,
                  type: "startup",
                  name: "G second call",
                  displayName: { en: "Second call" },
                  slug: "g-startup-applications-2",
                })
                .returning()
            )[0]?.id ?? "",
          roundId: null,
          applicantId: idOf("cofounder2"),
          status: "delay_rejected" as const,
          submittedAt: new Date("2026-03-02T10:00:00Z"),
          decidedAt: new Date("2026-03-05T10:00:00Z"),
          createdAt: new Date("2026-03-01T10:00:00Z"),
        },
        {
          ...base,
          funnelId:
            (
              await db
                .insert(funnels)
                .values({
                  incubatorId,
                  type: "startup",
                  name: "G third call",
                  displayName: { en: "Third call" },
                  slug: "g-startup-applications-3",
                })
                .returning()
            )[0]?.id ?? "",
          roundId: null,
          applicantId: idOf("founder"),
          status: "draft" as const,
          createdAt: new Date("2026-04-01T10:00:00Z"),
        },
        // A cofounder's application to a community funnel is their own, not the startup's.
        {
          ...base,
          funnelId: community?.id ?? "",
          roundId: null,
          applicantId: idOf("founder"),
          status: "under_review" as const,
          createdAt: new Date("2026-05-01T10:00:00Z"),
        },
        // Another startup's application.
        {
          ...base,
          applicantId: idOf("community"),
          status: "accepted" as const,
          startupId: other?.id ?? null,
          createdAt: new Date("2026-05-02T10:00:00Z"),
        },
      ])
      .returning({ id: applications.id });
    const [accepted = "", pending = "", draft = ""] = rows.map((r) => r.id);
    Object.assign(ids, { accepted, pending, draft, round: round?.id ?? "", coach: idOf("coach") });
    await db.insert(startupAssignments).values({ incubatorId, startupId, userId: idOf("coach") });
  });

  async function listAs(email: string) {
    const { body } = await gqlAs(t.app, await t.tokenOf(email), QUERY, { id: startupId });
    return body;
  }

  it("shows staff every application of the startup, newest first, whole, with links to their files", async () => {
    const body = await listAs("admin@demo.test");
    expect(body.errors).toBeUndefined();
    const rows = (body.data as { startupApplications: Row[] }).startupApplications;
    expect(rows.map((r) => r.id)).toEqual([ids.draft, ids.pending, ids.accepted]);
    expect(rows[1]).toMatchObject({
      funnelName: "G second call",
      status: "delay_rejected",
      applicantName: expect.any(String),
      link: `/application/${ids.pending}`,
      staffView: true,
    });
    expect(rows[2]).toMatchObject({
      funnelName: "G internal accelerator",
      roundName: "Intake",
      status: "accepted",
    });
  });

  it("shows a cofounder what an applicant sees: public names, no scheduled rejection, their own link", async () => {
    const rows = ((await listAs("founder@demo.test")).data as { startupApplications: Row[] })
      .startupApplications;
    expect(rows.map((r) => r.id)).toEqual([ids.draft, ids.pending, ids.accepted]);
    expect(rows[1]).toMatchObject({
      funnelName: "Second call",
      status: "under_review",
      decidedAt: null,
      link: null,
      staffView: false,
    });
    expect(rows[1]?.applicantName).toBeTruthy();
    expect(rows[2]).toMatchObject({ funnelName: "Accelerator 2027", link: "/applications-manager" });
  });

  it("shows a connected coach the submitted ones without names or links", async () => {
    const rows = ((await listAs("coach@demo.test")).data as { startupApplications: Row[] })
      .startupApplications;
    expect(rows.map((r) => r.id)).toEqual([ids.pending, ids.accepted]);
    expect(rows.every((r) => r.applicantName === null && r.link === null)).toBe(true);
  });

  it("reads as not found outside the viewer's scope and for an unknown startup", async () => {
    const mentor = await listAs("mentor@demo.test");
    expect(mentor.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const { body } = await gqlAs(t.app, await t.tokenOf("admin@demo.test"), QUERY, {
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
  });

  it("leaves out an application the viewer evaluates blind", async () => {
    const db = t.database.db;
    await db.update(funnelRounds).set({ blind: true }).where(eq(funnelRounds.id, ids.round));
    const [application] = await db.select().from(applications).where(eq(applications.id, ids.accepted));
    await db.insert(applicationEvaluators).values({
      incubatorId: application?.incubatorId ?? "",
      applicationId: ids.accepted,
      roundId: ids.round,
      evaluatorId: ids.coach,
    });
    const rows = ((await listAs("coach@demo.test")).data as { startupApplications: Row[] })
      .startupApplications;
    expect(rows.map((r) => r.id)).toEqual([ids.pending]);
  });
});
