import { normaliseScores } from "@launchpad/domain/applications";
import type { FormDefinition } from "@launchpad/domain/forms";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";
import { applications, funnelRounds, funnels } from "./applications.tables.ts";

/**
 * Evaluation rounds through GraphQL (lane E, decision 050): assignment by hand, at random and
 * balanced; conflicts of interest remove and prevent; the blind first pass hides identity and
 * other scores until the evaluator submits; raw and normalised scores; the round's work done
 * after the last submission; evaluators reach only their own assignments. Funnels and
 * applications are written straight to the database (the funnels lane's API is not the
 * subject here); the evaluation form is made through the forms API.
 */

/** A scored evaluation form: one required rating, 1 to 5 points. */
const PITCH: FormDefinition = {
  locales: ["en"],
  title: { en: "Pitch evaluation" },
  questions: [
    {
      id: "rating",
      questionType: "select_radio",
      label: { en: "Overall" },
      validations: { required: true },
      options: [1, 2, 3, 4, 5].map((n) => ({
        value: String(n),
        labels: { en: String(n) },
        numericalValue: n,
      })),
    },
    { id: "notes", questionType: "text_long", label: { en: "Notes" } },
  ],
};
const rating = (n: number) => ({ rating: { arrayValue: [String(n)] } });

const ASSIGN = `mutation ($i: AssignEvaluatorsInput!) { assignEvaluators(input: $i) {
  assigned { applicationId evaluatorId roundId } unchangedApplicationIds } }`;
const QUEUE = "{ evaluationQueue { applicationId toDo blind applicantName submittedAt score } }";
const FORM = `query ($id: ID!) { evaluationForm(applicationId: $id) {
  applicationId blind submittedAt score title version { id } response { status answers } } }`;
const SAVE = `mutation ($id: ID!, $a: JSON!, $s: Boolean!) { saveEvaluation(applicationId: $id, answers: $a, submit: $s) {
  submittedAt score response { status } } }`;
const EVALUATIONS = `query ($id: ID!) { applicationEvaluations(applicationId: $id) {
  blind averageScore normalisedScore evaluationCount
  evaluations { evaluatorId evaluatorName score zScore submittedAt mine }
  conflicts { evaluatorId reason } } }`;
const CONFLICT = `mutation ($id: ID!, $r: String, $e: ID) { declareConflict(applicationId: $id, reason: $r, evaluatorId: $e) {
  applicationId evaluatorId } }`;
const UNASSIGN = `mutation ($a: ID!, $e: ID!) { unassignEvaluator(applicationId: $a, evaluatorId: $e) { id status } }`;
const WORKLOADS = `query ($f: ID!) { evaluatorWorkloads(funnelId: $f) { evaluatorId fullName open funnelOpen funnelSubmitted } }`;
const ROUND = `query ($r: ID!) { evaluationRoundAssignments(roundId: $r) {
  applicationId applicantName status evaluators { evaluatorId submittedAt } conflictEvaluatorIds } }`;

type Evaluations = {
  blind: boolean;
  averageScore: number | null;
  normalisedScore: number | null;
  evaluationCount: number;
  evaluations: { evaluatorId: string; score: number | null; zScore: number | null; mine: boolean }[];
  conflicts: { evaluatorId: string; reason: string | null }[];
};
type QueueItem = { applicationId: string; toDo: boolean; blind: boolean; applicantName: string | null };

const ok = <T>(body: GraphQLBody, field: string): T => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return dataField<T>(body, field);
};
const refusal = (body: GraphQLBody) => ({
  name: body.errors?.[0]?.extensions?.name,
  reason: (body.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason,
});

type Db = ReturnType<typeof useTestApp>["database"]["db"];

async function seedFunnel(db: Db, formId: string, opts: { blind: boolean }) {
  const [tenant] = await db.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, "demo"));
  if (!tenant) throw new Error("no demo tenant");
  const incubatorId = tenant.id;
  const [funnel] = await db
    .insert(funnels)
    .values({
      incubatorId,
      type: "startup",
      name: "Evaluation test",
      displayName: { en: "Evaluation test" },
      slug: `evaluation-${Math.random().toString(36).slice(2, 8)}`,
      published: true,
    })
    .returning();
  if (!funnel) throw new Error("no funnel");
  const [intake, evaluation] = await db
    .insert(funnelRounds)
    .values([
      { incubatorId, funnelId: funnel.id, position: 1, type: "form", name: { en: "Intake" } },
      {
        incubatorId,
        funnelId: funnel.id,
        position: 2,
        type: "evaluation",
        name: { en: "Review" },
        formId,
        blind: opts.blind,
        evaluatorsPerApplication: 2,
      },
    ])
    .returning();
  if (!intake || !evaluation) throw new Error("no rounds");
  const applicationFor = async (email: string, where: "intake" | "evaluation" = "evaluation") => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.incubatorId, incubatorId), sql`lower(${users.email}) = ${email}`));
    if (!user) throw new Error(`no user ${email}`);
    const [row] = await db
      .insert(applications)
      .values({
        incubatorId,
        funnelId: funnel.id,
        applicantId: user.id,
        roundId: where === "evaluation" ? evaluation.id : intake.id,
        status: where === "evaluation" ? "under_review" : "draft",
      })
      .returning();
    if (!row) throw new Error("no application");
    return row.id;
  };
  return { funnelId: funnel.id, roundId: evaluation.id, applicationFor };
}

async function publishedEvaluationForm(t: ReturnType<typeof useTestApp>, admin: string): Promise<string> {
  const form = ok<{ id: string }>(
    (
      await gqlAs(
        t.app,
        admin,
        "mutation M($d: JSON!) { createForm(input: { kind: evaluation, definition: $d }) { id } }",
        {
          d: PITCH,
        },
      )
    ).body,
    "createForm",
  );
  ok(
    (
      await gqlAs(t.app, admin, "mutation M($id: ID!) { publishForm(formId: $id) { state } }", {
        id: form.id,
      })
    ).body,
    "publishForm",
  );
  return form.id;
}

async function signInAll(t: ReturnType<typeof useTestApp>, who: string[]) {
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  for (const w of who) {
    const s = await t.signIn(`${w}@demo.test`);
    token[w] = s.token;
    id[w] = s.userId;
  }
  return { token, id };
}

describe.each(databaseKinds("both"))("an evaluation round, blind, end to end on %s", (kind) => {
  const t = useTestApp(kind);
  let token: Record<string, string> = {};
  let id: Record<string, string> = {};
  let seeded: Awaited<ReturnType<typeof seedFunnel>>;
  let a1 = "";
  let a2 = "";

  beforeAll(async () => {
    ({ token, id } = await signInAll(t, ["admin", "staff", "evaluator", "coach", "applicant"]));
    seeded = await seedFunnel(t.database.db, await publishedEvaluationForm(t, token.admin as string), {
      blind: true,
    });
    a1 = await seeded.applicationFor("applicant@demo.test");
    a2 = await seeded.applicationFor("founder@demo.test");
  }, 60_000);

  const as = (who: string, query: string, variables?: Record<string, unknown>) =>
    gqlAs(t.app, token[who] as string, query, variables).then((r) => r.body);

  it("assigns balanced, scores blind, shows raw and normalised scores, and closes the round's work", async () => {
    const assigned = ok<{ assigned: unknown[]; unchangedApplicationIds: string[] }>(
      await as("staff", ASSIGN, {
        i: { applicationIds: [a1, a2], evaluatorIds: [id.evaluator, id.coach], mode: "balanced" },
      }),
      "assignEvaluators",
    );
    // The round asks for 2 per application: both evaluators on both.
    expect(assigned.assigned).toHaveLength(4);
    expect(assigned.unchangedApplicationIds).toEqual([]);

    // The evaluator's queue: both to do, blind, no applicant name.
    // (The demo data has assignments of its own: only this funnel's are looked at.)
    const mine = (items: QueueItem[]) =>
      items.filter((q) => q.applicationId === a1 || q.applicationId === a2);
    const queue = mine(ok<QueueItem[]>(await as("evaluator", QUEUE), "evaluationQueue"));
    expect(queue.map((q) => q.applicationId).sort()).toEqual([a1, a2].sort());
    expect(queue.every((q) => q.toDo && q.blind && q.applicantName === null)).toBe(true);

    // Blind: before submitting, the evaluator sees only their own (empty) evaluation.
    const before = ok<Evaluations>(await as("evaluator", EVALUATIONS, { id: a1 }), "applicationEvaluations");
    expect(before.blind).toBe(true);
    expect(before.evaluations.map((e) => e.evaluatorId)).toEqual([id.evaluator]);
    expect(before.averageScore).toBeNull();

    // A draft, then the submission.
    ok(
      await as("evaluator", SAVE, { id: a1, a: { notes: { textValue: "Strong team" } }, s: false }),
      "saveEvaluation",
    );
    const form = ok<{ response: { status: string; answers: Record<string, unknown> } }>(
      await as("evaluator", FORM, { id: a1 }),
      "evaluationForm",
    );
    expect(form.response.status).toBe("draft");
    const submitted = ok<{ submittedAt: string | null; score: number | null }>(
      await as("evaluator", SAVE, { id: a1, a: rating(5), s: true }),
      "saveEvaluation",
    );
    expect(submitted.submittedAt).not.toBeNull();
    expect(submitted.score).toBe(5);
    // Final once submitted.
    expect(refusal(await as("evaluator", SAVE, { id: a1, a: rating(1), s: true })).reason).toBe(
      "EVALUATION_SUBMITTED",
    );

    // Submitted: no longer blind on a1; the coach's evaluation is listed, not yet scored.
    const after = ok<Evaluations>(await as("evaluator", EVALUATIONS, { id: a1 }), "applicationEvaluations");
    expect(after.blind).toBe(false);
    expect(after.evaluations.map((e) => e.evaluatorId).sort()).toEqual([id.evaluator, id.coach].sort());
    expect(after.evaluations.find((e) => e.evaluatorId === id.coach)?.score).toBeNull();
    // Still blind on a2.
    expect(
      ok<Evaluations>(await as("evaluator", EVALUATIONS, { id: a2 }), "applicationEvaluations").blind,
    ).toBe(true);

    // Not every evaluator submitted: still under review.
    const statusOf = async (appId: string) =>
      (await t.database.db.select().from(applications).where(eq(applications.id, appId)))[0];
    expect((await statusOf(a1))?.status).toBe("under_review");

    ok(await as("coach", SAVE, { id: a1, a: rating(3), s: true }), "saveEvaluation");
    expect((await statusOf(a1))?.status).toBe("pending_decision");

    ok(await as("evaluator", SAVE, { id: a2, a: rating(3), s: true }), "saveEvaluation");
    ok(await as("coach", SAVE, { id: a2, a: rating(1), s: true }), "saveEvaluation");
    expect((await statusOf(a2))?.status).toBe("pending_decision");

    // Evaluator: 5 and 3 (mean 4, sd 1); coach: 3 and 1 (mean 2, sd 1). Both rank a1 above a2 by one
    // standard deviation: a1 raw 4, normalised +1; a2 raw 2, normalised −1.
    const staffView = ok<Evaluations>(await as("staff", EVALUATIONS, { id: a1 }), "applicationEvaluations");
    expect(staffView.blind).toBe(false);
    expect(staffView.averageScore).toBeCloseTo(4);
    expect(staffView.normalisedScore).toBeCloseTo(1);
    expect(staffView.evaluationCount).toBe(2);
    expect(staffView.evaluations.map((e) => e.zScore)).toEqual([expect.closeTo(1), expect.closeTo(1)]);
    const expected = normaliseScores([
      { evaluatorId: "e", applicationId: "a1", score: 5 },
      { evaluatorId: "e", applicationId: "a2", score: 3 },
      { evaluatorId: "c", applicationId: "a1", score: 3 },
      { evaluatorId: "c", applicationId: "a2", score: 1 },
    ]).applications.find((a) => a.applicationId === "a2");
    const row2 = await statusOf(a2);
    expect(row2?.averageScore).toBeCloseTo(expected?.rawAverage as number);
    expect(row2?.normalisedScore).toBeCloseTo(expected?.normalisedScore as number);

    // The queue lists the submitted ones after; workloads count them.
    const done = mine(ok<QueueItem[]>(await as("evaluator", QUEUE), "evaluationQueue"));
    expect(done).toHaveLength(2);
    expect(done.every((q) => !q.toDo && !q.blind && q.applicantName !== null)).toBe(true);
    const workloads = ok<{ evaluatorId: string; funnelSubmitted: number; funnelOpen: number }[]>(
      await as("staff", WORKLOADS, { f: seeded.funnelId }),
      "evaluatorWorkloads",
    );
    expect(workloads.find((w) => w.evaluatorId === id.evaluator)).toMatchObject({
      funnelSubmitted: 2,
      funnelOpen: 0,
    });
  });

  it("keeps evaluations from the applicant and evaluators to their own assignments", async () => {
    // The applicant's role cannot call it at all.
    expect(refusal(await as("applicant", EVALUATIONS, { id: a1 })).name).toBe("ForbiddenError");
    // Another team member not assigned and without the funnel right: not found.
    const other = await seeded.applicationFor("community@demo.test");
    expect(refusal(await as("evaluator", FORM, { id: other })).name).toBe("NotFoundError");
    expect(refusal(await as("evaluator", EVALUATIONS, { id: other })).name).toBe("NotFoundError");
    // Evaluators do not assign.
    expect(
      refusal(
        await as("evaluator", ASSIGN, {
          i: { applicationIds: [other], evaluatorIds: [id.evaluator], mode: "manual" },
        }),
      ).name,
    ).toBe("ForbiddenError");
  });
});

describe.each(databaseKinds("both"))("evaluation rules on %s", (kind) => {
  const t = useTestApp(kind);
  let token: Record<string, string> = {};
  let id: Record<string, string> = {};
  let seeded: Awaited<ReturnType<typeof seedFunnel>>;

  beforeAll(async () => {
    ({ token, id } = await signInAll(t, ["admin", "staff", "evaluator", "coach", "admincoach", "founder"]));
    seeded = await seedFunnel(t.database.db, await publishedEvaluationForm(t, token.admin as string), {
      blind: false,
    });
  }, 60_000);

  const as = (who: string, query: string, variables?: Record<string, unknown>) =>
    gqlAs(t.app, token[who] as string, query, variables).then((r) => r.body);

  it("a declared conflict removes the evaluator and keeps them off the application", async () => {
    const app = await seeded.applicationFor("applicant@demo.test");
    ok(
      await as("staff", ASSIGN, {
        i: { applicationIds: [app], evaluatorIds: [id.evaluator], mode: "manual" },
      }),
      "assignEvaluators",
    );
    ok(
      await as("evaluator", SAVE, { id: app, a: { notes: { textValue: "draft" } }, s: false }),
      "saveEvaluation",
    );
    ok(await as("evaluator", CONFLICT, { id: app, r: "I mentored this founder" }), "declareConflict");
    // Gone: no form, not in the queue, and never assigned again (by hand or balanced).
    expect(refusal(await as("evaluator", FORM, { id: app })).name).toBe("NotFoundError");
    const queue = ok<QueueItem[]>(await as("evaluator", QUEUE), "evaluationQueue");
    expect(queue.some((q) => q.applicationId === app)).toBe(false);
    for (const mode of ["manual", "balanced"]) {
      const again = ok<{ assigned: unknown[]; unchangedApplicationIds: string[] }>(
        await as("staff", ASSIGN, { i: { applicationIds: [app], evaluatorIds: [id.evaluator], mode } }),
        "assignEvaluators",
      );
      expect(again.assigned).toEqual([]);
      expect(again.unchangedApplicationIds).toEqual([app]);
    }
    const view = ok<Evaluations>(await as("staff", EVALUATIONS, { id: app }), "applicationEvaluations");
    expect(view.conflicts).toEqual([{ evaluatorId: id.evaluator, reason: "I mentored this founder" }]);
    // Staff may declare one for an evaluator.
    ok(
      await as("staff", ASSIGN, { i: { applicationIds: [app], evaluatorIds: [id.coach], mode: "manual" } }),
      "assignEvaluators",
    );
    ok(await as("staff", CONFLICT, { id: app, e: id.coach }), "declareConflict");
    const round = ok<{ applicationId: string; evaluators: unknown[]; conflictEvaluatorIds: string[] }[]>(
      await as("staff", ROUND, { r: seeded.roundId }),
      "evaluationRoundAssignments",
    ).find((r) => r.applicationId === app);
    expect(round?.evaluators).toEqual([]);
    expect(round?.conflictEvaluatorIds.sort()).toEqual([id.evaluator, id.coach].sort());
    // An evaluator cannot declare for someone else.
    expect(refusal(await as("evaluator", CONFLICT, { id: app, e: id.coach })).name).toBe("NotFoundError");
  });

  it("random and balanced top each application up to the number asked, spreading the load", async () => {
    const apps = [
      await seeded.applicationFor("mentor@demo.test"),
      await seeded.applicationFor("expert@demo.test"),
      await seeded.applicationFor("cofounder2@demo.test"),
      await seeded.applicationFor("founder3@demo.test"),
    ];
    const pool = [id.staff, id.coach, id.admincoach] as string[];
    const random = ok<{ assigned: { applicationId: string; evaluatorId: string }[] }>(
      await as("staff", ASSIGN, {
        i: { applicationIds: apps, evaluatorIds: pool, mode: "random", perApplication: 1 },
      }),
      "assignEvaluators",
    );
    expect(random.assigned).toHaveLength(4);
    for (const app of apps) expect(random.assigned.filter((p) => p.applicationId === app)).toHaveLength(1);
    // Balanced up to 2 each: 4 more, never the same evaluator twice on one application, and
    // the least loaded (open assignments in every funnel, the demo's too) get more.
    const open = new Map(
      ok<{ evaluatorId: string; open: number }[]>(
        await as("staff", WORKLOADS, { f: seeded.funnelId }),
        "evaluatorWorkloads",
      ).map((w) => [w.evaluatorId, w.open]),
    );
    const balanced = ok<{ assigned: { applicationId: string; evaluatorId: string }[] }>(
      await as("staff", ASSIGN, {
        i: { applicationIds: apps, evaluatorIds: pool, mode: "balanced", perApplication: 2 },
      }),
      "assignEvaluators",
    );
    expect(balanced.assigned).toHaveLength(4);
    const all = [...random.assigned, ...balanced.assigned];
    expect(new Set(all.map((p) => `${p.applicationId}/${p.evaluatorId}`)).size).toBe(8);
    const byLoad = [...pool].sort((x, y) => (open.get(x) ?? 0) - (open.get(y) ?? 0));
    const got = (e: string) => balanced.assigned.filter((p) => p.evaluatorId === e).length;
    if ((open.get(byLoad[0] as string) ?? 0) < (open.get(byLoad[2] as string) ?? 0)) {
      expect(got(byLoad[0] as string)).toBeGreaterThanOrEqual(got(byLoad[2] as string));
    }
  });

  it("refuses what is not an evaluation, not an evaluator, or bad input, and writes nothing", async () => {
    const inIntake = await seeded.applicationFor("founder@demo.test", "intake");
    expect(
      refusal(
        await as("staff", ASSIGN, {
          i: { applicationIds: [inIntake], evaluatorIds: [id.evaluator], mode: "manual" },
        }),
      ).reason,
    ).toBe("NOT_IN_EVALUATION_ROUND");
    const app = await seeded.applicationFor("community@demo.test");
    const notEvaluator = await as("staff", ASSIGN, {
      i: { applicationIds: [app], evaluatorIds: [id.evaluator, id.founder], mode: "manual" },
    });
    expect(refusal(notEvaluator).name).toBe("ValidationError");
    expect(notEvaluator.errors?.[0]?.extensions?.fields).toHaveProperty(["input.evaluatorIds.1"]);
    const badPer = await as("staff", ASSIGN, {
      i: { applicationIds: [app], evaluatorIds: [id.evaluator], mode: "random", perApplication: 0 },
    });
    expect(refusal(badPer).name).toBe("ValidationError");
    const round = ok<{ applicationId: string; evaluators: unknown[] }[]>(
      await as("staff", ROUND, { r: seeded.roundId }),
      "evaluationRoundAssignments",
    ).find((r) => r.applicationId === app);
    expect(round?.evaluators).toEqual([]);
  });

  it("unassigning the last open evaluator completes the round when the others submitted", async () => {
    const fresh = await seeded.applicationFor("admincoach@demo.test");
    ok(
      await as("staff", ASSIGN, {
        i: { applicationIds: [fresh], evaluatorIds: [id.evaluator, id.coach], mode: "manual" },
      }),
      "assignEvaluators",
    );
    ok(await as("evaluator", SAVE, { id: fresh, a: rating(4), s: true }), "saveEvaluation");
    const result = ok<{ status: string }>(
      await as("staff", UNASSIGN, { a: fresh, e: id.coach }),
      "unassignEvaluator",
    );
    expect(result.status).toBe("pending_decision");
    // Unassigning someone not assigned: refused.
    expect(refusal(await as("staff", UNASSIGN, { a: fresh, e: id.coach })).name).toBe("ConflictError");
    const kept = async () =>
      (await t.database.db.select().from(applications).where(eq(applications.id, fresh)))[0];
    expect(await kept()).toMatchObject({ averageScore: 4, normalisedScore: 0, evaluationCount: 1 });
    // A conflict declared for the evaluator who scored it: their score no longer counts.
    ok(
      await as("staff", CONFLICT, { id: fresh, e: id.evaluator, r: "Told us in person" }),
      "declareConflict",
    );
    expect(await kept()).toMatchObject({ averageScore: null, normalisedScore: null, evaluationCount: 0 });
  });
});
