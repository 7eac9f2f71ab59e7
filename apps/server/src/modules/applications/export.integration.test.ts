import { DEFAULT_PLAN } from "@launchpad/domain";
import type { FormDefinition } from "@launchpad/domain/forms";
import { eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  formAnswers,
  formResponses,
  forms,
  formVersions,
  incubators,
  tags,
  users,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import {
  applicationExports,
  applications,
  applicationTags,
  funnelRounds,
  funnels,
} from "./applications.tables.ts";

/**
 * The Excel export: the plan's feature, the job writing a readable .xlsx (read back with
 * exceljs) of the overview's filter with the intake answers as columns, formula-like text
 * guarded, and the file only for its requester.
 */
const EXPORT =
  "mutation E($f: ApplicationExportFilter) { exportApplications(filter: $f) { id status downloadUrl } }";
const STATUS = "query S($id: ID!) { applicationExport(id: $id) { id status rowCount error downloadUrl } }";

const DEFINITION: FormDefinition = {
  locales: ["en", "fr"],
  title: { en: "Export intake" },
  questions: [
    { id: "pitch", questionType: "text", label: { en: "Your pitch", fr: "Votre pitch" } },
    { id: "intro", questionType: "heading", label: { en: "About you" } },
    {
      id: "stage",
      questionType: "select_radio",
      label: { en: "Stage" },
      options: [
        { value: "idea", labels: { en: "Idea" } },
        { value: "other", labels: { en: "Other" }, isWriteIn: true },
      ],
    },
    { id: "team", questionType: "number", label: { en: "Team size" } },
  ],
};

describe.each(databaseKinds("both"))("the applications export on %s", (kind) => {
  const t = useTestApp(kind);
  let funnelId = "";
  let admin = "";
  let incubatorId = "";

  async function setPlan(withExport: boolean) {
    const features = withExport
      ? [...DEFAULT_PLAN.features, "bulkApplicationExport" as const]
      : DEFAULT_PLAN.features;
    await t.database.db
      .update(incubators)
      .set({ plan: { ...DEFAULT_PLAN, features } })
      .where(eq(incubators.id, incubatorId));
  }

  beforeAll(async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    incubatorId = demo?.id ?? "";
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ["founder@demo.test", "community@demo.test", "mentor@demo.test"]));
    const idOf = (local: string) => people.find((p) => p.email === `${local}@demo.test`)?.id ?? "";
    const [form] = await db
      .insert(forms)
      .values({ incubatorId, kind: "intake", status: "published" })
      .returning();
    const [version] = await db
      .insert(formVersions)
      .values({
        incubatorId,
        formId: form?.id ?? "",
        number: 1,
        status: "published",
        definition: DEFINITION,
        publishedAt: new Date(),
      })
      .returning();
    const [funnel] = await db
      .insert(funnels)
      .values({
        incubatorId,
        type: "startup",
        name: "Export: spring/2027 [batch]",
        displayName: { en: "Spring" },
        slug: "g-export",
        intakeFormId: form?.id ?? null,
      })
      .returning();
    funnelId = funnel?.id ?? "";
    const [round] = await db
      .insert(funnelRounds)
      .values({ incubatorId, funnelId, position: 1, type: "form", name: { en: "Intake" } })
      .returning();
    const rows = await db
      .insert(applications)
      .values([
        {
          incubatorId,
          funnelId,
          applicantId: idOf("founder"),
          roundId: round?.id,
          status: "under_review" as const,
          startupName: "@Acme",
          averageScore: 3.5,
          createdAt: new Date("2026-03-01T10:00:00Z"),
        },
        {
          incubatorId,
          funnelId,
          applicantId: idOf("community"),
          roundId: round?.id,
          status: "pending_decision" as const,
          startupName: "Beta",
          createdAt: new Date("2026-03-02T10:00:00Z"),
        },
        {
          incubatorId,
          funnelId,
          applicantId: idOf("mentor"),
          roundId: round?.id,
          status: "rejected" as const,
          createdAt: new Date("2026-03-03T10:00:00Z"),
        },
      ])
      .returning();
    const [first, second] = rows;
    const answer = async (applicationId: string, respondentId: string, values: Record<string, object>) => {
      const [response] = await db
        .insert(formResponses)
        .values({
          incubatorId,
          formId: form?.id ?? "",
          versionId: version?.id ?? "",
          respondentId,
          subjectType: "application",
          subjectId: applicationId,
          status: "submitted",
          submittedAt: new Date(),
        })
        .returning();
      await db.insert(formAnswers).values(
        Object.entries(values).map(([questionId, v]) => ({
          incubatorId,
          responseId: response?.id ?? "",
          questionId,
          ...v,
        })),
      );
    };
    await answer(first?.id ?? "", idOf("founder"), {
      pitch: { textValue: '=HYPERLINK("http://evil.test","click")' },
      stage: { arrayValue: ["other"], textValue: "Pre-seed" },
      team: { numberValue: 4 },
    });
    await answer(second?.id ?? "", idOf("community"), {
      pitch: { textValue: "Plain words" },
      stage: { arrayValue: ["idea"] },
    });
    // Someone else's response about the application is not the applicant's intake.
    await answer(second?.id ?? "", idOf("mentor"), { pitch: { textValue: "Not the applicant" } });
    const [tag] = await db.select().from(tags).where(eq(tags.incubatorId, incubatorId)).limit(1);
    if (tag && first)
      await db.insert(applicationTags).values({ incubatorId, applicationId: first.id, tagId: tag.id });
    admin = await t.tokenOf("admin@demo.test");
  });

  it("is refused outside the plan with the spec's message, and queues nothing", async () => {
    await setPlan(false);
    const { body } = await gqlAs(t.app, admin, EXPORT, { f: { funnelIds: [funnelId] } });
    expect(body.errors?.[0]?.message).toBe("This feature is not available in your selected plan");
    expect(body.errors?.[0]?.extensions).toMatchObject({ name: "ForbiddenError", reason: "PLAN" });
    const rows = await t.database.db
      .select()
      .from(applicationExports)
      .where(eq(applicationExports.incubatorId, incubatorId));
    expect(rows).toHaveLength(0);
  });

  it("writes the overview's applications to a readable xlsx, guarded, for its requester only", async () => {
    await setPlan(true);
    const queued = await gqlAs(t.app, admin, EXPORT, {
      f: { funnelIds: [funnelId], statuses: ["under_review", "pending_decision"] },
    });
    expect(queued.body.errors).toBeUndefined();
    const id = (queued.body.data as { exportApplications: { id: string; status: string } }).exportApplications
      .id;
    expect((queued.body.data as { exportApplications: { status: string } }).exportApplications.status).toBe(
      "queued",
    );
    await t.jobs.runDue();
    const done = await gqlAs(t.app, admin, STATUS, { id });
    const view = (
      done.body.data as { applicationExport: { status: string; rowCount: number; downloadUrl: string } }
    ).applicationExport;
    expect(view).toMatchObject({ status: "done", rowCount: 2 });
    const file = await t.app.inject({
      method: "GET",
      url: view.downloadUrl,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe("Export  spring 2027  batch");
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
    expect(header).toEqual([
      "Applicant",
      "E-mail",
      "Startup",
      "Funnel",
      "Round",
      "Status",
      "Created",
      "Submitted",
      "Decided",
      "Average score",
      "Normalised score",
      "Evaluations",
      "Tags",
      "Your pitch",
      "Stage",
      "Team size",
    ]);
    expect(sheet?.rowCount).toBe(3);
    const first = sheet?.getRow(2);
    expect(first?.getCell(2).value).toBe("founder@demo.test");
    expect(first?.getCell(3).value).toBe("'@Acme");
    expect(first?.getCell(5).value).toBe("1. Intake");
    expect(first?.getCell(6).value).toBe("Under review");
    expect(first?.getCell(7).value).toEqual(new Date("2026-03-01T10:00:00Z"));
    expect(first?.getCell(10).value).toBe(3.5);
    expect(first?.getCell(14).value).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(first?.getCell(14).formula).toBeUndefined();
    expect(first?.getCell(15).value).toBe("Other: Pre-seed");
    expect(first?.getCell(16).value).toBe(4);
    const second = sheet?.getRow(3);
    expect(second?.getCell(2).value).toBe("community@demo.test");
    expect(second?.getCell(14).value).toBe("Plain words");

    // Another member of staff sees neither the export nor its file.
    const staff = await t.tokenOf("staff@demo.test");
    const theirs = await gqlAs(t.app, staff, STATUS, { id });
    expect(theirs.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const denied = await t.app.inject({
      method: "GET",
      url: view.downloadUrl,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(denied.statusCode).toBe(403);
  });

  it("refuses a funnel out of reach as not found, and one who reads no application", async () => {
    const missing = await gqlAs(t.app, admin, EXPORT, {
      f: { funnelIds: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(missing.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const applicant = await t.tokenOf("applicant@demo.test");
    const refused = await gqlAs(t.app, applicant, EXPORT, {});
    expect(refused.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
  });
});
