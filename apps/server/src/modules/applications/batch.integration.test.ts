import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { applicationEvaluators, applications, applicationTags } from "./applications.tables.ts";
import {
  applicants,
  applicationsOf,
  applicationTag,
  funnelWithRounds,
  type OverviewFunnel,
  tenantIdOf,
  userIdOf,
} from "./overview.test-support.ts";

type Operation = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: string;
  overall: string;
  failedItems: { itemId: string; error: string }[];
};

const START =
  "mutation M($input: StartApplicationBatchInput!) { startApplicationBatch(input: $input) { id total validation overall } }";
const OPERATION =
  "query Q($id: ID!) { batchOperation(id: $id) { id total succeeded failed validation overall failedItems { itemId error } } }";

function harness(t: ReturnType<typeof useTestApp>) {
  const call = async (email: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, await t.tokenOf(email), query, variables)).body;
  const ok = (body: GraphQLBody) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Record<string, unknown>;
  };
  /** Starts a batch as staff and waits for its job; the operation as it ended. */
  const batch = async (input: Record<string, unknown>, email = "staff@demo.test"): Promise<Operation> => {
    const started = ok(await call(email, START, { input })).startApplicationBatch as { id: string };
    for (let i = 0; i < 100; i++) {
      await t.jobs.runDue();
      const op = ok(await call(email, OPERATION, { id: started.id })).batchOperation as Operation;
      if (op.overall !== "RUNNING") return op;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the batch did not finish");
  };
  return { call, ok, batch };
}

describe.each(databaseKinds("both"))("application batch actions on %s", (kind) => {
  const t = useTestApp(kind);
  const { batch } = harness(t);
  let funnel: OverviewFunnel;
  let ids: string[] = [];
  let emails: string[] = [];

  beforeAll(async () => {
    const tenant = await tenantIdOf(t.database);
    funnel = await funnelWithRounds(t.database, tenant, "Batch Reject", ["form", "evaluation"]);
    const people = await applicants(t.database, tenant, "Rita", 20);
    emails = people.map((p) => p.email);
    // Twenty in the evaluation round, one of them already accepted (it cannot be rejected).
    ids = await applicationsOf(
      t.database,
      tenant,
      funnel,
      people.map((p, i) => ({
        applicantId: p.id,
        roundIndex: 1,
        status: i === 7 ? "accepted" : "pending_decision",
        ageMinutes: 60 + i,
      })),
    );
  });

  it("rejects 20 applications with a reason: 19 rejected and told by e-mail, the accepted one failed (partial)", async () => {
    const op = await batch({
      action: "REJECT",
      applicationIds: ids,
      rejectionEmailIds: [funnel.rejectionEmailId],
    });
    expect(op).toMatchObject({
      total: 20,
      succeeded: 19,
      failed: 1,
      validation: "SUCCEEDED",
      overall: "PARTIALLY_SUCCEEDED",
    });
    expect(op.failedItems).toEqual([{ itemId: ids[7], error: "ILLEGAL_TRANSITION" }]);
    const rows = await t.database.db.select().from(applications).where(inArray(applications.id, ids));
    expect(rows.filter((r) => r.status === "rejected")).toHaveLength(19);
    expect(rows.find((r) => r.id === ids[7])?.status).toBe("accepted");
    const sent = await t.database.db.select().from(outboxEmails).where(inArray(outboxEmails.to, emails));
    expect(sent.map((m) => m.to).sort()).toEqual(emails.filter((_, i) => i !== 7).sort());
    expect(sent[0]?.subject).toBe("Your application to Batch Reject");
  });
});

describe.each(databaseKinds("both"))("application batch actions, each action, on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, batch } = harness(t);
  let tenant = "";
  let funnel: OverviewFunnel;
  let other: OverviewFunnel;
  let ids: string[] = [];
  let otherIds: string[] = [];

  beforeAll(async () => {
    tenant = await tenantIdOf(t.database);
    funnel = await funnelWithRounds(t.database, tenant, "Batch Each", ["form", "evaluation", "meeting"]);
    other = await funnelWithRounds(t.database, tenant, "Batch Other", ["form", "evaluation"]);
    const people = await applicants(t.database, tenant, "Eve", 8);
    ids = await applicationsOf(
      t.database,
      tenant,
      funnel,
      people.map((p, i) => ({
        applicantId: p.id,
        roundIndex: i < 4 ? 1 : 0,
        status: i < 4 ? "under_review" : "under_review",
        ageMinutes: i,
      })),
    );
    const others = await applicants(t.database, tenant, "Olga", 1);
    otherIds = await applicationsOf(t.database, tenant, other, [
      { applicantId: others[0]?.id ?? "", roundIndex: 1, status: "under_review", ageMinutes: 1 },
    ]);
  });

  it("tags applications (the tags they had stay)", async () => {
    const kept = await applicationTag(t.database, tenant, "Kept", [ids[0] ?? ""]);
    const added = await applicationTag(t.database, tenant, "Fintech", []);
    const op = await batch({ action: "TAG", applicationIds: [ids[0], ids[1]], tagIds: [added] });
    expect(op).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    const rows = await t.database.db
      .select()
      .from(applicationTags)
      .where(inArray(applicationTags.applicationId, [ids[0] ?? "", ids[1] ?? ""]));
    expect(rows.map((r) => `${r.applicationId}:${r.tagId}`).sort()).toEqual(
      [`${ids[0]}:${kept}`, `${ids[0]}:${added}`, `${ids[1]}:${added}`].sort(),
    );
  });

  it("moves applications to a round of their funnel; one of another funnel fails", async () => {
    const meeting = funnel.rounds[2]?.id;
    const op = await batch({
      action: "MOVE_ROUND",
      applicationIds: [ids[4], ids[5], otherIds[0]],
      roundId: meeting,
    });
    expect(op).toMatchObject({ succeeded: 2, failed: 1, overall: "PARTIALLY_SUCCEEDED" });
    expect(op.failedItems).toEqual([{ itemId: otherIds[0], error: "OTHER_FUNNEL" }]);
    const rows = await t.database.db
      .select()
      .from(applications)
      .where(inArray(applications.id, [ids[4] ?? "", ids[5] ?? ""]));
    expect(rows.map((r) => [r.roundId, r.status])).toEqual(Array(2).fill([meeting, "ready_for_invitation"]));
  });

  it("accepts applications into their next round", async () => {
    const op = await batch({ action: "ACCEPT", applicationIds: [ids[6]] });
    expect(op).toMatchObject({ succeeded: 1, overall: "SUCCEEDED" });
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, ids[6] ?? ""));
    expect(row).toMatchObject({ roundId: funnel.rounds[1]?.id, status: "under_review" });
  });

  it("assigns evaluators to applications in an evaluation round", async () => {
    const evaluator = await userIdOf(t.database, tenant, "evaluator@demo.test");
    const op = await batch({
      action: "ASSIGN_EVALUATORS",
      applicationIds: [ids[2], ids[3]],
      evaluatorIds: [evaluator],
    });
    expect(op).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    const rows = await t.database.db
      .select()
      .from(applicationEvaluators)
      .where(
        and(
          eq(applicationEvaluators.evaluatorId, evaluator),
          inArray(applicationEvaluators.applicationId, [ids[2] ?? "", ids[3] ?? ""]),
        ),
      );
    expect(rows).toHaveLength(2);
  });

  it("refuses a whole batch whose reason is no rejection e-mail, and a founder as evaluator (validation FAILED)", async () => {
    const reason = await batch({
      action: "REJECT",
      applicationIds: [ids[0]],
      rejectionEmailIds: [funnel.rounds[0]?.id],
    });
    expect(reason).toMatchObject({ validation: "FAILED", overall: "FAILED", failed: 1 });
    expect(reason.failedItems[0]?.error).toBe("REJECTION_EMAIL_NOT_FOUND");
    const founder = await userIdOf(t.database, tenant, "founder@demo.test");
    const assign = await batch({
      action: "ASSIGN_EVALUATORS",
      applicationIds: [ids[2]],
      evaluatorIds: [founder],
    });
    expect(assign).toMatchObject({ validation: "FAILED", failed: 1 });
  });

  it("refuses bad input, unknown applications and callers without the batch key", async () => {
    const missing = await call("staff@demo.test", START, {
      input: { action: "MOVE_ROUND", applicationIds: [ids[0]] },
    });
    expect(missing.errors?.[0]?.extensions?.name).toBe("ValidationError");
    const unknown = await call("staff@demo.test", START, {
      input: { action: "ACCEPT", applicationIds: [ids[0], "00000000-0000-4000-8000-000000000000"] },
    });
    expect(unknown.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const evaluator = await call("evaluator@demo.test", START, {
      input: { action: "ACCEPT", applicationIds: [ids[0]] },
    });
    expect(evaluator.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
  });
});
