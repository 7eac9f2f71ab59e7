import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  jobs,
  notifications,
  outboxEmails,
  programMembers,
  programStartups,
  startupMembers,
  startups,
  startupTags,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { applicationEmails, applicationRounds, applications } from "./applications.tables.ts";
import {
  makeApplicant,
  makeApplication,
  makeFunnel,
  roleTypeOf,
  tenantOf,
  userIdOf,
} from "./file.test-support.ts";

/**
 * Decisions on an application (lane D, decision 049): accepting into the next round, the
 * final acceptance with its enrolment, rejection with its e-mail (now, or scheduled and
 * delay_rejected until the job sends it), illegal transitions refused, each through GraphQL.
 */
const DECIDE = `mutation D($id: ID!, $decision: ApplicationDecision!, $email: ID, $comments: Boolean) {
  decideApplicationRound(id: $id, decision: $decision, rejectionEmailId: $email, includeReviewerComments: $comments) {
    id status roundId startupId
  } }`;
const FILE = `query F($id: ID!) { application(id: $id) {
  id status startupName anonymous viewerIs applicant { fullName email }
  round { id position } rounds { roundId outcome leftAt }
  activities { kind } emails { kind subject sentAt } allowedActions } }`;

const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};

describe.each(databaseKinds("both"))("application decisions on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (token: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, token, query, variables)).body;

  it("accepts round by round; the last acceptance enrols: startup, cofounder, programme, tag, role", async () => {
    const tenant = await tenantOf(t.database);
    const funnel = await makeFunnel(t.database, tenant.id, { name: "Seed", rounds: ["form", "evaluation"] });
    const applicant = await makeApplicant(t.database, tenant.id, "enrol");
    const id = await makeApplication(t.database, tenant.id, funnel, applicant.id);
    const staff = await t.tokenOf("staff@demo.test");

    const file = ok(await call(staff, FILE, { id })).application as Record<string, unknown>;
    expect(file.viewerIs).toBe("staff");
    expect(file.applicant).toMatchObject({ fullName: "Ann enrol" });
    expect(file.allowedActions).toEqual(
      expect.arrayContaining(["ACCEPT", "REJECT", "MOVE_TO_ROUND", "RESET"]),
    );
    expect(file.allowedActions).not.toContain("DELETE"); // staff do not delete applications

    const first = ok(await call(staff, DECIDE, { id, decision: "ACCEPT" })).decideApplicationRound;
    expect(first).toMatchObject({ status: "under_review", roundId: funnel.rounds[1]?.id });
    const mail = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, applicant.email), eq(outboxEmails.kind, "applicationRound.acceptance")));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("You passed Round 1");
    expect(mail[0]?.text).toContain("Dear Ann,");
    expect(mail[0]?.text).toContain("Welcome to the next step of Seed programme.");
    const path = await t.database.db
      .select()
      .from(applicationRounds)
      .where(eq(applicationRounds.applicationId, id));
    expect(path.map((p) => p.outcome).sort()).toEqual(["accepted", null].sort());

    const final = ok(await call(staff, DECIDE, { id, decision: "ACCEPT" })).decideApplicationRound as {
      status: string;
      startupId: string;
    };
    expect(final.status).toBe("accepted");
    const [startup] = await t.database.db.select().from(startups).where(eq(startups.id, final.startupId));
    expect(startup?.name).toBe("Rocket Soup");
    const members = await t.database.db
      .select()
      .from(startupMembers)
      .where(eq(startupMembers.startupId, final.startupId));
    expect(members.map((m) => m.userId)).toEqual([applicant.id]);
    const inProgram = await t.database.db
      .select()
      .from(programStartups)
      .where(eq(programStartups.startupId, final.startupId));
    expect(inProgram.map((p) => p.programId)).toEqual([funnel.programId]);
    const joined = await t.database.db
      .select()
      .from(programMembers)
      .where(eq(programMembers.userId, applicant.id));
    expect(joined.map((p) => p.programId)).toEqual([funnel.programId]);
    const tagged = await t.database.db
      .select()
      .from(startupTags)
      .where(eq(startupTags.startupId, final.startupId));
    expect(tagged.map((r) => r.tagId)).toEqual([funnel.tagId]);
    expect(await roleTypeOf(t.database, applicant.id)).toBe("Cofounder");
    const approvals = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.id), eq(notifications.type, "approvalApplication")));
    expect(approvals).toHaveLength(1);

    // Accepted is final: no decision, no move, no reset.
    const again = await call(staff, DECIDE, { id, decision: "REJECT" });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "ILLEGAL_TRANSITION",
    });
    const reset = await call(staff, "mutation R($id: ID!) { resetApplicationToDraft(id: $id) { id } }", {
      id,
    });
    expect(reset.errors?.[0]?.extensions?.name).toBe("ConflictError");
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe("accepted");
    expect(row?.startupId).toBe(final.startupId);
  });

  it("rejects with the chosen reason's e-mail, merge tags and reviewer comments; a scheduled one waits as delay_rejected", async () => {
    const tenant = await tenantOf(t.database);
    const funnel = await makeFunnel(t.database, tenant.id, { name: "Reject", rounds: ["form"] });
    const applicantId = await userIdOf(t.database, tenant.id, "applicant@demo.test");
    const staff = await t.tokenOf("staff@demo.test");
    // A draft has nothing to accept yet.
    const draft = await makeApplication(
      t.database,
      tenant.id,
      funnel,
      (await makeApplicant(t.database, tenant.id, "draft")).id,
      {
        status: "draft",
      },
    );
    const early = await call(staff, DECIDE, { id: draft, decision: "ACCEPT" });
    expect(early.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "ILLEGAL_TRANSITION",
    });
    const now = await makeApplication(t.database, tenant.id, funnel, applicantId);
    ok(
      await call(
        staff,
        'mutation C($id: ID!) { addApplicationComment(applicationId: $id, body: "Strong team, market too small.", forApplicant: true) { id forApplicant } }',
        { id: now },
      ),
    );
    ok(
      await call(
        staff,
        'mutation C($id: ID!) { addApplicationComment(applicationId: $id, body: "Internal only") { id } }',
        { id: now },
      ),
    );
    const rejected = ok(
      await call(staff, DECIDE, {
        id: now,
        decision: "REJECT",
        email: funnel.emails.rejectNow,
        comments: true,
      }),
    ).decideApplicationRound;
    expect(rejected).toMatchObject({ status: "rejected" });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, "applicant@demo.test"), eq(outboxEmails.kind, "applicationRound.rejection")),
      );
    expect(mail?.subject).toBe("Your application to Reject programme");
    expect(mail?.text).toContain("Dear Amir Applicant,");
    expect(mail?.text).toContain("We cannot go further with Demo Accelerator.");
    expect(mail?.text).toContain("Strong team, market too small.");
    expect(mail?.text).not.toContain("Internal only");
    expect(mail?.html).toContain('lang="en"');

    // Another funnel's rejection e-mail is refused, field by field, and nothing changes.
    const other = await makeFunnel(t.database, tenant.id, { name: "Other", rounds: ["form"] });
    const later = await makeApplication(
      t.database,
      tenant.id,
      funnel,
      (await makeApplicant(t.database, tenant.id, "later")).id,
    );
    const wrong = await call(staff, DECIDE, { id: later, decision: "REJECT", email: other.emails.rejectNow });
    expect(wrong.errors?.[0]?.extensions?.fields).toHaveProperty("rejectionEmailId");

    const waiting = ok(
      await call(staff, DECIDE, { id: later, decision: "REJECT", email: funnel.emails.rejectLater }),
    ).decideApplicationRound;
    expect(waiting).toMatchObject({ status: "delay_rejected" });
    const [scheduled] = await t.database.db
      .select()
      .from(applicationEmails)
      .where(eq(applicationEmails.applicationId, later));
    expect(scheduled?.sentAt).toBeNull();
    expect(scheduled?.subject).toBe("About Reject");
    // The job's time comes: the e-mail goes, the application is rejected.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, "applications.roundMail"));
    await t.jobs.runDue();
    const [after] = await t.database.db.select().from(applications).where(eq(applications.id, later));
    expect(after?.status).toBe("rejected");
    const [sent] = await t.database.db
      .select()
      .from(applicationEmails)
      .where(eq(applicationEmails.applicationId, later));
    expect(sent?.sentAt).not.toBeNull();

    // The applicant reads their file: comments for them only, no staff activity.
    const applicant = await t.tokenOf("applicant@demo.test");
    const mine = ok(
      await call(
        applicant,
        "query F($id: ID!) { application(id: $id) { viewerIs comments { body } activities { kind } allowedActions } }",
        {
          id: now,
        },
      ),
    ).application;
    expect(mine).toEqual({
      viewerIs: "applicant",
      comments: [{ body: "Strong team, market too small." }],
      activities: [],
      allowedActions: [],
    });
  });
});
