import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, outboxEmails } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import {
  applicationEvaluators,
  applicationRounds,
  applications,
  funnelRounds,
} from "./applications.tables.ts";
import {
  intakeForm,
  makeApplicant,
  makeApplication,
  makeFunnel,
  makeTag,
  submittedResponse,
  tenantOf,
  userIdOf,
} from "./file.test-support.ts";

/**
 * The application file's rules (lane D, docs/application-file.md), each through GraphQL or
 * REST: who reads it (tenant, applicant, evaluator, blind), comments and their notifications,
 * tags, delete, reset (wipes evaluations), move to another funnel (answers carried over only
 * with the same intake form), the PDF.
 */
const FILE = `query F($id: ID!) { application(id: $id) {
  id status anonymous viewerIs startupName applicant { fullName } comments { body } allowedActions
  answers { round { position } response { answers respondent { name } version { number } } } } }`;

const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};
const errorName = (body: GraphQLBody) => body.errors?.[0]?.extensions?.name;

describe.each(databaseKinds("both"))("application file on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (token: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, token, query, variables)).body;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it("is read by its applicant, staff of its funnel and its evaluators; blind evaluators see no one", async () => {
    const tenant = await tenantOf(t.database);
    const funnel = await makeFunnel(t.database, tenant.id, {
      name: "Readers",
      rounds: ["form", "evaluation"],
    });
    const applicant = await makeApplicant(t.database, tenant.id, "readers");
    const id = await makeApplication(t.database, tenant.id, funnel, applicant.id, { roundIndex: 1 });
    const evaluatorId = await userIdOf(t.database, tenant.id, "evaluator@demo.test");
    const [evaluator, orbit, founder, staff] = await Promise.all([
      t.tokenOf("evaluator@demo.test"),
      t.tokenOf("admin@orbit.test", "orbit.localhost"),
      t.tokenOf("founder@demo.test"),
      t.tokenOf("staff@demo.test"),
    ]);
    // Not assigned yet: the evaluator, a founder and another organisation find nothing.
    expect(errorName(await call(evaluator, FILE, { id }))).toBe("NotFoundError");
    expect(errorName(await call(founder, FILE, { id }))).toBe("NotFoundError");
    expect(errorName((await gqlAs(t.app, orbit, FILE, { id }, "orbit.localhost")).body)).toBe(
      "NotFoundError",
    );

    ok(
      await call(
        staff,
        'mutation C($id: ID!) { addApplicationComment(applicationId: $id, body: "Staff only note") { id } }',
        { id },
      ),
    );
    const round = funnel.rounds[1]?.id ?? "";
    await t.database.db.update(funnelRounds).set({ blind: true }).where(eq(funnelRounds.id, round));
    await t.database.db
      .insert(applicationEvaluators)
      .values({ incubatorId: tenant.id, applicationId: id, roundId: round, evaluatorId });
    const blind = ok(await call(evaluator, FILE, { id })).application as Record<string, unknown>;
    expect(blind).toMatchObject({
      viewerIs: "evaluator",
      anonymous: true,
      applicant: null,
      startupName: null,
      comments: [],
      allowedActions: ["COMMENT"],
    });
    // Once they submitted, they see who applied and the others' comments.
    await t.database.db
      .update(applicationEvaluators)
      .set({ submittedAt: new Date(), score: 7 })
      .where(eq(applicationEvaluators.applicationId, id));
    const open = ok(await call(evaluator, FILE, { id })).application as Record<string, unknown>;
    expect(open).toMatchObject({ anonymous: false, applicant: { fullName: "Ann readers" } });
    expect(open.comments).toEqual([{ body: "Staff only note" }]);
  });

  it("notifies the applicant of a comment for them, and staff who commented of the next one", async () => {
    const tenant = await tenantOf(t.database);
    const funnel = await makeFunnel(t.database, tenant.id, { name: "Comments", rounds: ["form"] });
    const applicant = await makeApplicant(t.database, tenant.id, "comments");
    const id = await makeApplication(t.database, tenant.id, funnel, applicant.id);
    const [staff, admin] = await Promise.all([t.tokenOf("staff@demo.test"), t.tokenOf("admin@demo.test")]);
    const staffId = await userIdOf(t.database, tenant.id, "staff@demo.test");
    const add = (token: string, body: string, forApplicant: boolean) =>
      call(
        token,
        "mutation C($id: ID!, $b: String!, $f: Boolean) { addApplicationComment(applicationId: $id, body: $b, forApplicant: $f) { id body forApplicant author { fullName } } }",
        {
          id,
          b: body,
          f: forApplicant,
        },
      );
    const refused = await add(staff, "   ", false);
    expect(refused.errors?.[0]?.extensions?.fields).toHaveProperty("body");
    const first = ok(await add(staff, "Good traction", true)).addApplicationComment;
    expect(first).toMatchObject({
      body: "Good traction",
      forApplicant: true,
      author: { fullName: "Katherine Johnson" },
    });
    ok(await add(admin, "Agreed", false));
    const of = (userId: string, type: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
    const forApplicant = await of(applicant.id, "newCommentApplication");
    expect(forApplicant).toHaveLength(1);
    expect(forApplicant[0]?.payload).toMatchObject({
      actorName: "Katherine Johnson",
      programName: "Comments programme",
    });
    const forStaff = await of(staffId, "newCommentApplicationStaff");
    expect(forStaff).toHaveLength(1);
    expect(forStaff[0]?.payload).toMatchObject({
      actorName: "Ada Lovelace",
      applicantName: "Ann comments",
      applicationId: id,
    });
    // The applicant does not comment.
    const own = await t.signIn(applicant.email);
    expect(errorName(await add(own.token, "Hello", false))).toBe("ForbiddenError");
  });

  it("tags with application tags only; staff may not delete, an admin deletes it with its answers", async () => {
    const tenant = await tenantOf(t.database);
    const form = await intakeForm(t.database, tenant.id);
    const funnel = await makeFunnel(t.database, tenant.id, {
      name: "Tags",
      rounds: ["form"],
      intakeFormId: form.formId,
    });
    const applicant = await makeApplicant(t.database, tenant.id, "tags");
    const id = await makeApplication(t.database, tenant.id, funnel, applicant.id);
    await submittedResponse(t.database, tenant.id, form, id, applicant.id);
    const [staff, admin] = await Promise.all([t.tokenOf("staff@demo.test"), t.tokenOf("admin@demo.test")]);
    const good = await makeTag(t.database, tenant.id, "application", "Promising");
    const TAG =
      "mutation T($id: ID!, $tags: [ID!]!) { setApplicationTags(id: $id, tagIds: $tags) { id tags { name } } }";
    expect(ok(await call(staff, TAG, { id, tags: [good] })).setApplicationTags).toMatchObject({
      tags: [{ name: "Promising" }],
    });
    const wrong = await call(staff, TAG, { id, tags: [funnel.tagId] });
    expect(wrong.errors?.[0]?.extensions?.fields).toHaveProperty("tagIds");

    const file = ok(await call(staff, FILE, { id })).application as { answers: unknown[] };
    expect(file.answers).toEqual([
      {
        round: { position: 1 },
        response: {
          answers: { pitch: expect.objectContaining({ textValue: "We sell soup to rockets" }) },
          respondent: { name: "Ann tags" },
          version: { number: 1 },
        },
      },
    ]);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/applications/${id}/pdf`,
      headers: { host: "localhost", authorization: `Bearer ${staff}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const founderPdf = await t.app.inject({
      method: "GET",
      url: `/api/applications/${id}/pdf`,
      headers: { host: "localhost", authorization: `Bearer ${await t.tokenOf("founder@demo.test")}` },
    });
    expect(founderPdf.statusCode).toBe(404);

    const DELETE = "mutation D($id: ID!) { deleteApplication(id: $id) }";
    expect(errorName(await call(staff, DELETE, { id }))).toBe("ForbiddenError");
    expect(ok(await call(admin, DELETE, { id })).deleteApplication).toBe(true);
    expect(await t.database.db.select().from(applications).where(eq(applications.id, id))).toHaveLength(0);
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from form_responses where subject_id = ${id}`,
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it("reset to draft wipes the evaluations and goes back to round 1", async () => {
    const tenant = await tenantOf(t.database);
    const funnel = await makeFunnel(t.database, tenant.id, { name: "Reset", rounds: ["form", "evaluation"] });
    const applicant = await makeApplicant(t.database, tenant.id, "reset");
    const id = await makeApplication(t.database, tenant.id, funnel, applicant.id, {
      roundIndex: 1,
      status: "pending_decision",
    });
    const evaluatorId = await userIdOf(t.database, tenant.id, "evaluator@demo.test");
    await t.database.db.insert(applicationEvaluators).values({
      incubatorId: tenant.id,
      applicationId: id,
      roundId: funnel.rounds[1]?.id ?? "",
      evaluatorId,
      submittedAt: new Date(),
      score: 8,
    });
    await t.database.db
      .update(applications)
      .set({ averageScore: 8, evaluationCount: 1 })
      .where(eq(applications.id, id));
    const staff = await t.tokenOf("staff@demo.test");
    const reset = ok(
      await call(staff, "mutation R($id: ID!) { resetApplicationToDraft(id: $id) { status roundId } }", {
        id,
      }),
    );
    expect(reset.resetApplicationToDraft).toEqual({ status: "draft", roundId: funnel.rounds[0]?.id });
    const [assignment] = await t.database.db
      .select()
      .from(applicationEvaluators)
      .where(eq(applicationEvaluators.applicationId, id));
    expect(assignment).toMatchObject({ submittedAt: null, score: null });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ averageScore: null, evaluationCount: 0 });
    const path = await t.database.db
      .select()
      .from(applicationRounds)
      .where(eq(applicationRounds.applicationId, id));
    expect(path.map((p) => p.outcome).sort()).toEqual(["reset", null].sort());
  });

  it("moves to another funnel: the old one rejected quietly, answers carried over only with the same intake form", async () => {
    const tenant = await tenantOf(t.database);
    const form = await intakeForm(t.database, tenant.id);
    const from = await makeFunnel(t.database, tenant.id, {
      name: "From",
      rounds: ["form"],
      intakeFormId: form.formId,
    });
    const same = await makeFunnel(t.database, tenant.id, {
      name: "Same",
      rounds: ["form", "evaluation"],
      intakeFormId: form.formId,
    });
    const other = await makeFunnel(t.database, tenant.id, { name: "Other", rounds: ["form"] });
    const applicant = await makeApplicant(t.database, tenant.id, "mover");
    const id = await makeApplication(t.database, tenant.id, from, applicant.id);
    await submittedResponse(t.database, tenant.id, form, id, applicant.id);
    const staff = await t.tokenOf("staff@demo.test");
    const MOVE =
      "mutation M($id: ID!, $f: ID!) { moveApplicationToFunnel(id: $id, funnelId: $f) { id status funnelId roundId } }";

    const moved = ok(await call(staff, MOVE, { id, f: same.funnelId })).moveApplicationToFunnel as Record<
      string,
      string
    >;
    expect(moved).toMatchObject({
      status: "under_review",
      funnelId: same.funnelId,
      roundId: same.rounds[0]?.id,
    });
    const [old] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(old?.status).toBe("rejected");
    const oldPath = await t.database.db
      .select()
      .from(applicationRounds)
      .where(eq(applicationRounds.applicationId, id));
    expect(oldPath.map((p) => p.outcome)).toEqual(["moved"]);
    const carried = ok(await call(staff, FILE, { id: moved.id })).application as {
      answers: { response: { answers: unknown } }[];
    };
    expect(carried.answers).toHaveLength(1);
    expect(carried.answers[0]?.response.answers).toMatchObject({
      pitch: { textValue: "We sell soup to rockets" },
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.id), eq(notifications.type, "denialApplication")));
    expect(told).toHaveLength(0);
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, applicant.email));
    expect(mails).toHaveLength(0);

    // Moving again into a funnel with another form: a draft, no answers; and a closed one cannot move.
    const again = ok(await call(staff, MOVE, { id: moved.id, f: other.funnelId }))
      .moveApplicationToFunnel as Record<string, string>;
    expect(again.status).toBe("draft");
    const fresh = ok(await call(staff, FILE, { id: again.id })).application as { answers: unknown[] };
    expect(fresh.answers).toEqual([]);
    const closed = await call(staff, MOVE, { id, f: other.funnelId });
    expect(closed.errors?.[0]?.extensions).toMatchObject({ name: "ConflictError" });
  });
});
