import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formResponses, forms, formVersions, incubators, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import {
  applicationActivities,
  applicationEmails,
  applicationRounds,
  applications,
  funnelAdmins,
  funnelRounds,
  funnels,
  roundEmails,
} from "./applications.tables.ts";

/** /leads/transfer/:id: a community funnel's application made a draft in a startup funnel. */
const LEAD = `query L($id: ID!) { lead(id: $id) { id applicant { fullName email } funnel { id type }
  targets { funnel { id } sameIntakeForm alreadyApplied hasRounds } transfers { funnelId applicationId } } }`;
const TRANSFER = `mutation T($id: ID!, $f: ID!) { transferLead(id: $id, funnelId: $f) {
  answersCarried application { id funnelId roundId status } } }`;

type Lead = {
  applicant: { fullName: string; email: string };
  funnel: { type: string };
  targets: { funnel: { id: string }; sameIntakeForm: boolean; alreadyApplied: boolean; hasRounds: boolean }[];
  transfers: { funnelId: string; applicationId: string }[];
};

describe.each(databaseKinds("both"))("lead transfer on %s", (kind) => {
  const t = useTestApp(kind);
  const ids = {
    lead: "",
    notLead: "",
    community: "",
    same: "",
    other: "",
    sameRound: "",
    form: "",
    coach: "",
  };
  let staff = "";

  beforeAll(async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const incubatorId = demo?.id ?? "";
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ["community@demo.test", "founder@demo.test", "coach@demo.test"]));
    const idOf = (local: string) => people.find((p) => p.email === `${local}@demo.test`)?.id ?? "";
    ids.coach = idOf("coach");
    const [form] = await db
      .insert(forms)
      .values({ incubatorId, kind: "intake", status: "published" })
      .returning();
    ids.form = form?.id ?? "";
    const [version] = await db
      .insert(formVersions)
      .values({
        incubatorId,
        formId: ids.form,
        number: 1,
        status: "published",
        definition: { locales: ["en"], title: { en: "Interest" }, questions: [] },
      })
      .returning();
    const funnel = async (type: "startup" | "community", slug: string, intakeFormId: string | null) => {
      const [row] = await db
        .insert(funnels)
        .values({ incubatorId, type, name: slug, displayName: { en: slug }, slug, intakeFormId })
        .returning();
      const [round] = await db
        .insert(funnelRounds)
        .values({ incubatorId, funnelId: row?.id ?? "", position: 1, type: "form", name: { en: "Intake" } })
        .returning();
      return { funnel: row?.id ?? "", round: round?.id ?? "" };
    };
    const community = await funnel("community", "g-leads-community", ids.form);
    const same = await funnel("startup", "g-leads-same", ids.form);
    const other = await funnel("startup", "g-leads-other", null);
    Object.assign(ids, {
      community: community.funnel,
      same: same.funnel,
      other: other.funnel,
      sameRound: same.round,
    });
    await db.insert(roundEmails).values({
      incubatorId,
      roundId: same.round,
      kind: "invitation",
      subject: { en: "Your application to {{ funnel.name }}" },
      body: { en: "Hello {{ applicant.firstName }}, a form awaits you." },
      timing: "now",
    });
    const [lead, notLead] = await db
      .insert(applications)
      .values([
        {
          incubatorId,
          funnelId: ids.community,
          applicantId: idOf("community"),
          roundId: community.round,
          status: "under_review",
        },
        {
          incubatorId,
          funnelId: ids.other,
          applicantId: idOf("founder"),
          roundId: other.round,
          status: "draft",
        },
      ])
      .returning();
    ids.lead = lead?.id ?? "";
    ids.notLead = notLead?.id ?? "";
    await db.insert(formResponses).values({
      incubatorId,
      formId: ids.form,
      versionId: version?.id ?? "",
      respondentId: idOf("community"),
      subjectType: "application",
      subjectId: ids.lead,
      status: "submitted",
      submittedAt: new Date(),
    });
    staff = await t.tokenOf("staff@demo.test");
  });

  it("shows the lead, its person and the startup funnels it may go to", async () => {
    const { body } = await gqlAs(t.app, staff, LEAD, { id: ids.lead });
    expect(body.errors).toBeUndefined();
    const lead = (body.data as { lead: Lead }).lead;
    expect(lead.applicant.email).toBe("community@demo.test");
    expect(lead.funnel.type).toBe("community");
    expect(lead.targets.find((x) => x.funnel.id === ids.same)).toEqual({
      funnel: { id: ids.same },
      sameIntakeForm: true,
      alreadyApplied: false,
      hasRounds: true,
    });
    expect(lead.targets.find((x) => x.funnel.id === ids.other)?.sameIntakeForm).toBe(false);
    expect(lead.targets.some((x) => x.funnel.id === ids.community)).toBe(false);
  });

  it("makes a draft in the first round with the answers carried over, recorded on both files; once", async () => {
    const { body } = await gqlAs(t.app, staff, TRANSFER, { id: ids.lead, f: ids.same });
    expect(body.errors).toBeUndefined();
    const result = (
      body.data as { transferLead: { answersCarried: boolean; application: Record<string, string> } }
    ).transferLead;
    expect(result.answersCarried).toBe(true);
    expect(result.application).toMatchObject({ funnelId: ids.same, roundId: ids.sameRound, status: "draft" });
    const created = result.application.id as string;
    const db = t.database.db;
    const [copied] = await db
      .select()
      .from(formResponses)
      .where(and(eq(formResponses.subjectId, created), eq(formResponses.formId, ids.form)));
    expect(copied?.status).toBe("submitted");
    const path = await db
      .select()
      .from(applicationRounds)
      .where(eq(applicationRounds.applicationId, created));
    expect(path.map((p) => [p.roundId, p.leftAt])).toEqual([[ids.sameRound, null]]);
    const activity = await db
      .select()
      .from(applicationActivities)
      .where(inArray(applicationActivities.applicationId, [ids.lead, created]));
    expect(activity.map((a) => a.kind).sort()).toEqual(["email_sent", "lead_received", "lead_transferred"]);
    const emails = await db
      .select()
      .from(applicationEmails)
      .where(eq(applicationEmails.applicationId, created));
    expect(emails.map((e) => [e.kind, e.to, e.subject])).toEqual([
      ["invitation", "community@demo.test", "Your application to g-leads-same"],
    ]);
    const [lead] = await db.select().from(applications).where(eq(applications.id, ids.lead));
    expect(lead?.status).toBe("under_review");

    const again = await gqlAs(t.app, staff, TRANSFER, { id: ids.lead, f: ids.same });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "ALREADY_APPLIED",
    });
    const after = (await gqlAs(t.app, staff, LEAD, { id: ids.lead })).body.data as { lead: Lead };
    expect(after.lead.transfers).toEqual([{ funnelId: ids.same, applicationId: created }]);
    expect(after.lead.targets.find((x) => x.funnel.id === ids.same)?.alreadyApplied).toBe(true);
  });

  it("refuses what is not a lead or not a target", async () => {
    const notLead = await gqlAs(t.app, staff, TRANSFER, { id: ids.notLead, f: ids.same });
    expect(notLead.body.errors?.[0]?.extensions).toMatchObject({ reason: "NOT_A_LEAD" });
    const community = await gqlAs(t.app, staff, TRANSFER, { id: ids.lead, f: ids.community });
    expect(community.body.errors?.[0]?.extensions).toMatchObject({ reason: "NOT_A_TARGET" });
  });

  it("lets a funnel admin without the keys transfer between their own funnels only", async () => {
    const coach = await t.tokenOf("coach@demo.test");
    expect((await gqlAs(t.app, coach, LEAD, { id: ids.lead })).body.errors?.[0]?.extensions?.name).toBe(
      "NotFoundError",
    );
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    await t.database.db.insert(funnelAdmins).values([
      { incubatorId: demo?.id ?? "", funnelId: ids.community, userId: ids.coach },
      { incubatorId: demo?.id ?? "", funnelId: ids.other, userId: ids.coach },
    ]);
    const { body } = await gqlAs(t.app, coach, LEAD, { id: ids.lead });
    expect((body.data as { lead: Lead }).lead.targets.map((x) => x.funnel.id)).toEqual([ids.other]);
    const elsewhere = await gqlAs(t.app, coach, TRANSFER, { id: ids.lead, f: ids.same });
    expect(elsewhere.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const own = await gqlAs(t.app, coach, TRANSFER, { id: ids.lead, f: ids.other });
    expect(own.body.errors).toBeUndefined();
    expect((own.body.data as { transferLead: { answersCarried: boolean } }).transferLead.answersCarried).toBe(
      false,
    );
  });
});
