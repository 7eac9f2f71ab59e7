import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  customFields,
  customFieldValues,
  funnelRounds,
  funnels,
  incubators,
  milestonePlans,
  milestones,
  startupAssignments,
  startupDocumentFolders,
  startupDocuments,
  startupMembers,
  startups,
  timelinePosts,
  users,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";

/**
 * A startup's Excel export (decision 060): who may ask, the job writing a workbook read back
 * with exceljs (each sheet, formula-like text guarded, private posts only for the team), the
 * file and the status for the requester alone.
 */
const EXPORT = "mutation E($id: ID!) { exportStartup(startupId: $id) { id status downloadUrl } }";
const STATUS = "query S($id: ID!) { startupExport(id: $id) { id status error downloadUrl } }";
const RECENT = "query R($id: ID!) { startupExports(startupId: $id) { id status } }";

type View = { id: string; status: string; error: string | null; downloadUrl: string | null };

describe.each(databaseKinds("both"))("a startup's export on %s", (kind) => {
  const t = useTestApp(kind);
  let startupId = "";

  beforeAll(async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const incubatorId = demo?.id ?? "";
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, ["founder@demo.test", "coach@demo.test", "admin@demo.test", "mentor@demo.test"]),
      );
    const idOf = (local: string) => people.find((p) => p.email === `${local}@demo.test`)?.id ?? "";
    const [startup] = await db
      .insert(startups)
      .values({
        incubatorId,
        name: "Lane G Export Co",
        website: '=HYPERLINK("http://evil.test")',
        foundingYear: 2020,
        description: "Makes exports",
      })
      .returning();
    startupId = startup?.id ?? "";
    await db.insert(startupMembers).values({ incubatorId, startupId, userId: idOf("founder"), role: "CEO" });
    await db.insert(startupAssignments).values([
      { incubatorId, startupId, userId: idOf("coach"), minutesAllocated: 120, minutesUsed: 30 },
      { incubatorId, startupId, userId: idOf("mentor") },
    ]);
    await db.insert(timelinePosts).values([
      {
        incubatorId,
        startupId,
        kind: "Event",
        eventType: "update",
        message: "We shipped",
        createdBy: idOf("founder"),
        createdAt: new Date("2026-02-01T09:00:00Z"),
      },
      {
        incubatorId,
        startupId,
        kind: "Event",
        eventType: "comment",
        message: "Staff only",
        isPublic: false,
        createdBy: idOf("admin"),
        createdAt: new Date("2026-02-02T09:00:00Z"),
      },
    ]);
    const [plan] = await db
      .insert(milestonePlans)
      .values({ incubatorId, startupId, name: "Launch" })
      .returning();
    const [mvp] = await db
      .insert(milestones)
      .values({ incubatorId, planId: plan?.id ?? "", title: "MVP", dueDate: "2026-06-01" })
      .returning();
    await db.insert(milestones).values({
      incubatorId,
      planId: plan?.id ?? "",
      parentId: mvp?.id ?? null,
      title: "Beta",
      done: true,
      position: 1,
    });
    const [folder] = await db
      .insert(startupDocumentFolders)
      .values({ incubatorId, startupId, name: "Legal" })
      .returning();
    const documentId = randomUUID();
    const attachmentId = randomUUID();
    await db.execute(sql`insert into attachments
      (id, incubator_id, reference_type, reference_id, kind, name, content_type, size_bytes, storage_key)
      values (${attachmentId}, ${incubatorId}, 'StartupDocument', ${documentId}, 'file', 'deck.pdf',
              'application/pdf', 2048, 'lane-g/deck.pdf')`);
    await db.insert(startupDocuments).values({
      id: documentId,
      incubatorId,
      startupId,
      folderId: folder?.id ?? null,
      attachmentId,
      name: "deck.pdf",
      uploadedBy: idOf("founder"),
    });
    const [funnel] = await db
      .insert(funnels)
      .values({
        incubatorId,
        type: "startup",
        name: "G export accelerator",
        displayName: { en: "Accelerator" },
        slug: "g-startup-export",
      })
      .returning();
    const [round] = await db
      .insert(funnelRounds)
      .values({ incubatorId, funnelId: funnel?.id ?? "", position: 1, type: "form", name: { en: "Intake" } })
      .returning();
    await db.insert(applications).values({
      incubatorId,
      funnelId: funnel?.id ?? "",
      roundId: round?.id ?? null,
      applicantId: idOf("founder"),
      status: "pending_decision",
      startupId,
      submittedAt: new Date("2026-01-02T10:00:00Z"),
    });
    const [field] = await db
      .insert(customFields)
      .values({ incubatorId, entity: "startup", key: "g_stage", fieldType: "text", label: { en: "Stage" } })
      .returning();
    await db
      .insert(customFieldValues)
      .values({ incubatorId, fieldId: field?.id ?? "", entityId: startupId, textValue: "Seed" });
  });

  async function exportAs(email: string) {
    const token = await t.tokenOf(email);
    const queued = await gqlAs(t.app, token, EXPORT, { id: startupId });
    expect(queued.body.errors).toBeUndefined();
    const { id, status } = (queued.body.data as { exportStartup: View }).exportStartup;
    expect(status).toBe("queued");
    await t.jobs.runDue();
    const done = await gqlAs(t.app, token, STATUS, { id });
    const view = (done.body.data as { startupExport: View }).startupExport;
    expect(view).toMatchObject({ status: "done", error: null });
    const file = await t.app.inject({
      method: "GET",
      url: view.downloadUrl ?? "",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return { id, view, workbook };
  }

  const cells = (sheet: ExcelJS.Worksheet | undefined, row: number) =>
    ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);

  it("writes every part of the startup for the team, private posts included, guarded", async () => {
    const { workbook } = await exportAs("admin@demo.test");
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Company",
      "People",
      "Timeline",
      "Milestones",
      "Documents",
      "Applications",
      "Custom fields",
    ]);
    const company = workbook.getWorksheet("Company");
    expect(cells(company, 2)).toEqual(["Name", "Lane G Export Co"]);
    expect(cells(company, 3)).toEqual(["Website", `'=HYPERLINK("http://evil.test")`]);
    expect(company?.getRow(3).getCell(2).formula).toBeUndefined();
    expect(cells(company, 4)).toEqual(["Founding year", 2020]);
    const people = workbook.getWorksheet("People");
    expect(cells(people, 1)).toEqual(["Name", "E-mail", "Relation", "Role", "Hours allocated", "Hours used"]);
    expect(cells(people, 2)).toEqual([expect.any(String), "founder@demo.test", "Cofounder", "CEO"]);
    const coach = [3, 4].map((r) => cells(people, r)).find((c) => c[1] === "coach@demo.test");
    expect(coach?.slice(2)).toEqual(["Connection", expect.any(String), 2, 0.5]);
    const timeline = workbook.getWorksheet("Timeline");
    expect(timeline?.rowCount).toBe(3);
    expect(cells(timeline, 2).slice(1, 5)).toEqual(["Update", expect.any(String), "We shipped", "Public"]);
    expect(cells(timeline, 3).slice(1, 5)).toEqual(["Comment", expect.any(String), "Staff only", "Private"]);
    expect(timeline?.getRow(2).getCell(1).value).toEqual(new Date("2026-02-01T09:00:00Z"));
    const plans = workbook.getWorksheet("Milestones");
    expect(cells(plans, 1)).toEqual(["Plan", "Milestone", "Part of", "Due date", "Done"]);
    expect(cells(plans, 2)).toEqual(["Launch", "MVP", undefined, "2026-06-01", "No"]);
    expect(cells(plans, 3)).toEqual(["Launch", "Beta", "MVP", undefined, "Yes"]);
    const documents = workbook.getWorksheet("Documents");
    expect(cells(documents, 2)).toEqual([
      "Legal",
      "deck.pdf",
      expect.any(String),
      expect.any(Date),
      2,
      "application/pdf",
    ]);
    const applied = workbook.getWorksheet("Applications");
    expect(cells(applied, 2).slice(0, 4)).toEqual([
      "G export accelerator",
      "1. Intake",
      "Pending decision",
      expect.any(String),
    ]);
    expect(cells(workbook.getWorksheet("Custom fields"), 2)).toEqual(["Stage", "Seed"]);
  });

  it("leaves private posts out of a cofounder's export, and keeps each export to its requester", async () => {
    const { id, view, workbook } = await exportAs("founder@demo.test");
    const timeline = workbook.getWorksheet("Timeline");
    expect(timeline?.rowCount).toBe(2);
    expect(cells(timeline, 2)[3]).toBe("We shipped");
    // As on the tab: the founder sees the application as an applicant would.
    expect(cells(workbook.getWorksheet("Applications"), 2).slice(0, 3)).toEqual([
      "Accelerator",
      "1. Intake",
      "Under review",
    ]);
    const admin = await t.tokenOf("admin@demo.test");
    const theirs = await gqlAs(t.app, admin, STATUS, { id });
    expect(theirs.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const denied = await t.app.inject({
      method: "GET",
      url: view.downloadUrl ?? "",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(denied.statusCode).toBe(403);
    const recent = await gqlAs(t.app, await t.tokenOf("founder@demo.test"), RECENT, { id: startupId });
    const ids = (recent.body.data as { startupExports: View[] }).startupExports.map((e) => e.id);
    expect(ids[0]).toBe(id);
  });

  it("returns the unfinished export instead of queuing a second", async () => {
    const token = await t.tokenOf("coach@demo.test");
    const first = await gqlAs(t.app, token, EXPORT, { id: startupId });
    const second = await gqlAs(t.app, token, EXPORT, { id: startupId });
    expect((second.body.data as { exportStartup: View }).exportStartup.id).toBe(
      (first.body.data as { exportStartup: View }).exportStartup.id,
    );
    await t.jobs.runDue();
  });

  it("refuses a mentor of the startup, and reads as not found out of scope", async () => {
    const mentor = await gqlAs(t.app, await t.tokenOf("mentor@demo.test"), EXPORT, { id: startupId });
    expect(mentor.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    const expert = await gqlAs(t.app, await t.tokenOf("expert@demo.test"), EXPORT, { id: startupId });
    expect(expert.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const unknown = await gqlAs(t.app, await t.tokenOf("admin@demo.test"), EXPORT, {
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
  });
});
