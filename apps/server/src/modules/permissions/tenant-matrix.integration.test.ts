import { and, eq, isNull } from "drizzle-orm";
import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
  isScalarType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applicationExports,
  applications,
  customFields,
  formResponses,
  forms,
  formVersions,
  funnelRounds,
  funnels,
  incubatorEventAttendees,
  incubatorEvents,
  incubators,
  industries,
  jobs,
  meetingAttendees,
  meetings,
  milestonePlans,
  milestones,
  programs,
  roles,
  roundEmails,
  sessions,
  startupDocumentFolders,
  startupDocuments,
  startupExports,
  startups,
  tags,
  tasks,
  timelinePosts,
  users,
} from "../../db/schema/index.ts";
import { buildSchema } from "../../graphql/schema.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import type { GraphQLBody } from "../../test/harness.ts";
import type { ForeignIds, TenantCase } from "../../test/matrix.ts";
import { tenantCases } from "../../test/matrix-cases.ts";

/**
 * The tenant matrix: every query and mutation that takes an id (directly or inside an
 * input) is called by an admin of the demo organisation with the ids of Orbit Labs' rows.
 * Each must answer as if the row did not exist, and change nothing. Each module brings its
 * cases (`modules/<domain>/<domain>.matrix.ts`, test/matrix.ts); an operation with an id
 * argument and no case fails the test.
 */
const CASES = tenantCases();

/** Whether an argument's type is, or contains, an ID (isUserAuthorized's data values are ids too). */
function takesId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === "ID";
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  if (named.name === "KeyValueInput") return true;
  return Object.values(named.getFields()).some((f) => takesId(f.type, seen));
}

function operationsTakingIds(): string[] {
  const schema = buildSchema();
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => field.args.some((arg: GraphQLArgument) => takesId(arg.type)))
      .map((field) => field.name),
  );
}

describe("tenant matrix", () => {
  /** A meeting of Orbit Labs (its coach with its founder), written straight to the database. */
  async function orbitMeeting(incubatorId: string, hostId: string, startupId: string): Promise<string> {
    const [founder] = await t.database.db.select().from(users).where(eq(users.email, "founder@orbit.test"));
    const startsAt = new Date(Date.UTC(2030, 0, 7, 15));
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const [meeting] = await t.database.db
      .insert(meetings)
      .values({
        incubatorId,
        organizerId: hostId,
        bookerId: founder?.id ?? "",
        startupId,
        startsAt,
        endsAt,
        summary: "Orbit",
        uid: "orbit-meeting@launchpad",
      })
      .returning();
    await t.database.db
      .insert(meetingAttendees)
      .values([
        { incubatorId, meetingId: meeting?.id ?? "", userId: hostId, isHost: true, startsAt, endsAt },
      ]);
    return meeting?.id ?? "";
  }
  /** A failed (dead-letter) job of Orbit Labs: what the jobs screen's retry takes. */
  async function orbitFailedJob(incubatorId: string): Promise<string> {
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        incubatorId,
        kind: "mail.deliver",
        status: "failed",
        attempts: 1,
        maxAttempts: 1,
        backoffSeconds: 5,
      })
      .returning({ id: jobs.id });
    return job?.id ?? "";
  }
  /** Orbit Labs' demo feedback survey, its version, share address and response; the demo organisation's survey. */
  async function formIds(orbitId: string, demoId: string) {
    const feedbackOf = async (incubatorId: string) =>
      (
        await t.database.db
          .select()
          .from(forms)
          .where(and(eq(forms.incubatorId, incubatorId), eq(forms.kind, "feedback")))
      )[0];
    const form = await feedbackOf(orbitId);
    const [version] = await t.database.db
      .select()
      .from(formVersions)
      .where(eq(formVersions.formId, form?.id ?? ""));
    const [response] = await t.database.db
      .select()
      .from(formResponses)
      .where(eq(formResponses.formId, form?.id ?? ""));
    return {
      form: form?.id ?? "",
      formVersion: version?.id ?? "",
      formShareUuid: form?.shareUuid ?? "",
      formResponse: response?.id ?? "",
      demoForm: (await feedbackOf(demoId))?.id ?? "",
    };
  }
  /** Orbit Labs' demo funnel (applications.demo.ts), its first round and e-mail, an application and an export. */
  async function applicationIds(orbitId: string) {
    const db = t.database.db;
    const [funnel] = await db.select().from(funnels).where(eq(funnels.incubatorId, orbitId));
    const [round] = await db
      .select()
      .from(funnelRounds)
      .where(eq(funnelRounds.funnelId, funnel?.id ?? ""));
    const [email] = await db.select().from(roundEmails).where(eq(roundEmails.incubatorId, orbitId));
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.funnelId, funnel?.id ?? ""));
    const [made] = await db
      .insert(applicationExports)
      .values({ incubatorId: orbitId, requestedBy: application?.applicantId ?? "" })
      .returning({ id: applicationExports.id });
    return {
      funnel: funnel?.id ?? "",
      round: round?.id ?? "",
      roundEmail: email?.id ?? "",
      application: application?.id ?? "",
      applicationExport: made?.id ?? "",
    };
  }
  /** Milestone plans (milestones.demo.ts): Orbit Labs' startup plan, a milestone of it and a template; the demo organisation's. */
  async function milestoneIds(orbitId: string, demoId: string) {
    const db = t.database.db;
    const planOf = async (incubatorId: string, template: boolean) =>
      (
        await db
          .select()
          .from(milestonePlans)
          .where(
            and(
              eq(milestonePlans.incubatorId, incubatorId),
              template ? isNull(milestonePlans.startupId) : eq(milestonePlans.name, "Go to market"),
            ),
          )
      ).find((p) => template || p.startupId !== null);
    const plan = await planOf(orbitId, false);
    const [milestone] = await db
      .select()
      .from(milestones)
      .where(eq(milestones.planId, plan?.id ?? ""));
    const demoPlan = await planOf(demoId, false);
    return {
      milestonePlan: plan?.id ?? "",
      milestone: milestone?.id ?? "",
      milestoneTemplate: (await planOf(orbitId, true))?.id ?? "",
      demoMilestonePlan: demoPlan?.id ?? "",
      demoMilestoneTemplate: (await planOf(demoId, true))?.id ?? "",
      demoStartup: demoPlan?.startupId ?? "",
    };
  }
  /** A folder of an Orbit Labs startup with one document, written straight to the database. */
  async function documentIds(incubatorId: string, startupId: string) {
    const db = t.database.db;
    const [folder] = await db
      .insert(startupDocumentFolders)
      .values({ incubatorId, startupId, name: "Orbit legal" })
      .returning({ id: startupDocumentFolders.id });
    const [document] = await db
      .insert(startupDocuments)
      .values({
        incubatorId,
        startupId,
        folderId: folder?.id ?? null,
        attachmentId: crypto.randomUUID(),
        name: "Orbit shareholder agreement.pdf",
      })
      .returning({ id: startupDocuments.id });
    return { documentFolder: folder?.id ?? "", startupDocument: document?.id ?? "" };
  }
  /** A private comment on an Orbit Labs startup's timeline, written straight to the database. */
  async function timelineIds(incubatorId: string, startupId: string) {
    const [post] = await t.database.db
      .insert(timelinePosts)
      .values({
        incubatorId,
        startupId,
        kind: "Event",
        eventType: "comment",
        message: "Orbit private note",
        isPublic: false,
      })
      .returning({ id: timelinePosts.id });
    return { timelinePost: post?.id ?? "" };
  }
  /** An export of an Orbit Labs startup, requested by Orbit's coach, written straight to the database. */
  async function startupExportId(incubatorId: string, startupId: string, requestedBy: string) {
    const [made] = await t.database.db
      .insert(startupExports)
      .values({ incubatorId, startupId, requestedBy })
      .returning({ id: startupExports.id });
    return made?.id ?? "";
  }
  const t = useTestApp("pglite");
  let token = "";
  let ids: ForeignIds;

  beforeAll(async () => {
    const db = t.database.db;
    const [orbit] = await db.select().from(incubators).where(eq(incubators.slug, "orbit"));
    const orbitId = orbit?.id ?? "";
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.incubatorId, orbitId), eq(users.email, "coach@orbit.test")));
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.incubatorId, orbitId), eq(roles.type, "Mentor")));
    const [custom] = await db
      .insert(roles)
      .values({
        incubatorId: orbitId,
        type: "Mentor",
        label: "Orbit advisor",
        isCustom: true,
        userAccess: { roles: [], visibilitySettings: "ALL" },
        startupAccess: { visibilitySettings: "ASSIGNED" },
      })
      .returning();
    const [startup] = await db.select().from(startups).where(eq(startups.incubatorId, orbitId));
    const [program] = await db.select().from(programs).where(eq(programs.incubatorId, orbitId));
    const foreign = await t.signIn("coach@orbit.test", "orbit.localhost");
    const demo = await t.signIn("admin@demo.test");
    token = demo.token;
    const [demoCoach] = await db.select().from(users).where(eq(users.email, "coach@demo.test"));
    const [task] = await db.select().from(tasks).where(eq(tasks.incubatorId, orbitId));
    const [tag] = await db.select().from(tags).where(eq(tags.incubatorId, orbitId));
    const [industry] = await db.select().from(industries).where(eq(industries.incubatorId, orbitId));
    const [customField] = await db.select().from(customFields).where(eq(customFields.incubatorId, orbitId));
    const workshop = "Fundraising workshop: your first term sheet";
    const [event] = await db
      .select()
      .from(incubatorEvents)
      .where(and(eq(incubatorEvents.incubatorId, orbitId), eq(incubatorEvents.title, workshop)));
    const [attendee] = await db
      .select()
      .from(incubatorEventAttendees)
      .where(eq(incubatorEventAttendees.eventId, event?.id ?? ""));
    const [demoOrg] = await db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const [demoEvent] = await db
      .select()
      .from(incubatorEvents)
      .where(and(eq(incubatorEvents.incubatorId, demoOrg?.id ?? ""), eq(incubatorEvents.title, workshop)));
    ids = {
      user: user?.id ?? "",
      role: role?.id ?? "",
      customRole: custom?.id ?? "",
      startup: startup?.id ?? "",
      program: program?.id ?? "",
      session: foreign.sessionId,
      demoUser: demoCoach?.id ?? "",
      meeting: await orbitMeeting(orbitId, user?.id ?? "", startup?.id ?? ""),
      task: task?.id ?? "",
      job: await orbitFailedJob(orbitId),
      tag: tag?.id ?? "",
      industry: industry?.id ?? "",
      event: event?.id ?? "",
      eventAttendee: attendee?.id ?? "",
      demoEvent: demoEvent?.id ?? "",
      customField: customField?.id ?? "",
      ...(await formIds(orbitId, demoOrg?.id ?? "")),
      ...(await applicationIds(orbitId)),
      ...(await milestoneIds(orbitId, demoOrg?.id ?? "")),
      ...(await documentIds(orbitId, startup?.id ?? "")),
      ...(await timelineIds(orbitId, startup?.id ?? "")),
      startupExport: await startupExportId(orbitId, startup?.id ?? "", user?.id ?? ""),
    };
  }, 60_000);

  it("has a case for every operation that takes an id", () => {
    // A case named "field.argument" covers one more argument of that field.
    const covered = [...new Set(Object.keys(CASES).map((name) => name.split(".")[0]))];
    expect(covered.sort()).toEqual(operationsTakingIds().sort());
  });

  it.each(Object.keys(CASES))("%s with another organisation's ids reads as not found", async (field) => {
    const c = CASES[field] as TenantCase;
    const { body } = (await gqlAs(t.app, token, c.query, c.variables(ids))) as { body: GraphQLBody };
    if (c.expectData) {
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      c.expectData(body.data ?? {}, ids);
    } else {
      expect(body.errors?.[0]?.extensions?.name, JSON.stringify(body)).toBe("NotFoundError");
    }
  });

  it("changed nothing of the other organisation", async () => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, ids.user));
    expect(user?.status).toBe("active");
    expect(user?.timezone).toBe("America/New_York");
    const [custom] = await db.select().from(roles).where(eq(roles.id, ids.customRole));
    expect(custom?.label).toBe("Orbit advisor");
    const [mentor] = await db.select().from(roles).where(eq(roles.id, ids.role));
    expect(mentor?.permissions.some((p) => p.key === "USER:EDIT")).toBe(false);
    const [session] = await db.select().from(sessions).where(eq(sessions.id, ids.session));
    expect(session?.endedAt ?? null).toBeNull();
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, ids.meeting));
    expect(meeting?.status).toBe("confirmed");
    const [task] = await db.select().from(tasks).where(eq(tasks.id, ids.task));
    expect(task?.name).toBe("Orbit onboarding checklist");
    const [tag] = await db.select().from(tags).where(eq(tags.id, ids.tag));
    expect(tag?.name ?? "deleted").not.toMatch(/^(Taken|deleted)$/);
    const [industry] = await db.select().from(industries).where(eq(industries.id, ids.industry));
    expect(industry?.name ?? "deleted").not.toMatch(/^(Taken|deleted)$/);
    const [event] = await db.select().from(incubatorEvents).where(eq(incubatorEvents.id, ids.event));
    expect(event?.title).toBe("Fundraising workshop: your first term sheet");
    const [attendee] = await db
      .select()
      .from(incubatorEventAttendees)
      .where(eq(incubatorEventAttendees.id, ids.eventAttendee));
    expect(attendee?.status ?? "deleted").not.toMatch(/^(CANCELLED|deleted)$/);
    const [plan] = await db.select().from(milestonePlans).where(eq(milestonePlans.id, ids.milestonePlan));
    expect(plan?.name).toBe("Go to market");
    const [milestone] = await db.select().from(milestones).where(eq(milestones.id, ids.milestone));
    expect(milestone?.title ?? "deleted").not.toMatch(/^(Taken|deleted)$/);
    const [folder] = await db
      .select()
      .from(startupDocumentFolders)
      .where(eq(startupDocumentFolders.id, ids.documentFolder));
    expect(folder?.name).toBe("Orbit legal");
    const [document] = await db
      .select()
      .from(startupDocuments)
      .where(eq(startupDocuments.id, ids.startupDocument));
    expect(document).toMatchObject({ name: "Orbit shareholder agreement.pdf", folderId: ids.documentFolder });
    const [post] = await db.select().from(timelinePosts).where(eq(timelinePosts.id, ids.timelinePost));
    expect(post).toMatchObject({ message: "Orbit private note", isPinned: false, isPublic: false });
  });
});
