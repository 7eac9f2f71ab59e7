import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  incubators,
  programMembers,
  programs,
  startupAssignments,
  startups,
  users,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";

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
  "mutation M($input: StartUserBatchInput!) { startUserBatch(input: $input) { id total validation overall } }";
const OPERATION =
  "query Q($id: ID!) { batchOperation(id: $id) { id total succeeded failed validation overall failedItems { itemId error } } }";
const CREATE = "mutation M($i: CreateProgramInput!) { createProgram(input: $i) { id } }";

describe.each(databaseKinds("both"))("user batches on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (query: string, variables?: Record<string, unknown>, email = "admin@demo.test") =>
    (await gqlAs(t.app, await t.tokenOf(email), query, variables)).body;
  const ok = (body: GraphQLBody) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Record<string, unknown>;
  };
  const ids = async (...emails: string[]) => {
    const rows = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    return emails.map((e) => rows.find((r) => r.email === e)?.id ?? "");
  };
  const batch = async (input: Record<string, unknown>): Promise<Operation> => {
    const started = ok(await call(START, { input })).startUserBatch as { id: string };
    for (let i = 0; i < 100; i++) {
      await t.jobs.runDue();
      const op = ok(await call(OPERATION, { id: started.id })).batchOperation as Operation;
      if (op.overall !== "RUNNING") return op;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the batch did not finish");
  };
  const newProgram = async (name: string) =>
    (
      ok(await call(CREATE, { i: { name, type: "incubator", mode: "online" } })).createProgram as {
        id: string;
      }
    ).id;
  const membersOf = async (programId: string) =>
    (
      await t.database.db
        .select({ id: programMembers.userId })
        .from(programMembers)
        .where(eq(programMembers.programId, programId))
    ).map((r) => r.id);

  it("adds users to a programme and takes them out again", async () => {
    const programId = await newProgram("Batch Cohort");
    const people = await ids("coach@demo.test", "mentor@demo.test", "founder@demo.test");
    const added = await batch({ action: "ADD_TO_PROGRAM", userIds: people, programId });
    expect(added).toMatchObject({ total: 3, succeeded: 3, failed: 0, overall: "SUCCEEDED" });
    expect((await membersOf(programId)).sort()).toEqual([...people].sort());

    const removed = await batch({ action: "REMOVE_FROM_PROGRAM", userIds: people.slice(0, 2), programId });
    expect(removed).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    expect(await membersOf(programId)).toEqual([people[2]]);
  });

  it("assigns startups to supporters; a founder cannot support one and fails alone (partial)", async () => {
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const own = await t.database.db
      .select({ id: startups.id })
      .from(startups)
      .where(eq(startups.incubatorId, demo?.id ?? ""))
      .limit(2);
    const startupIds = own.map((s) => s.id);
    const [expert, founder] = await ids("expert@demo.test", "founder@demo.test");
    const op = await batch({ action: "ASSIGN_STARTUPS", userIds: [expert, founder], startupIds });
    expect(op).toMatchObject({ total: 2, succeeded: 1, failed: 1, overall: "PARTIALLY_SUCCEEDED" });
    expect(op.failedItems).toEqual([{ itemId: founder, error: "NOT_A_SUPPORTER" }]);
    const assigned = await t.database.db
      .select({ id: startupAssignments.startupId })
      .from(startupAssignments)
      .where(
        and(eq(startupAssignments.userId, expert ?? ""), inArray(startupAssignments.startupId, startupIds)),
      );
    expect(assigned.map((a) => a.id).sort()).toEqual([...startupIds].sort());
  });

  it("refuses another organisation's programme (validation FAILED) and its users (NotFound)", async () => {
    const [orbit] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "orbit"));
    const [orbitUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.incubatorId, orbit?.id ?? ""))
      .limit(1);
    const [coach] = await ids("coach@demo.test");
    const foreign = await newProgramOf(orbit?.id ?? "");
    const refused = await batch({ action: "ADD_TO_PROGRAM", userIds: [coach], programId: foreign });
    expect(refused).toMatchObject({ validation: "FAILED", overall: "FAILED" });
    expect(await membersOf(foreign)).toEqual([]);

    const own = await newProgram("Own Cohort");
    const body = await call(START, {
      input: { action: "ADD_TO_PROGRAM", userIds: [orbitUser?.id], programId: own },
    });
    expect(body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    expect(await membersOf(own)).toEqual([]);
  });

  it("refuses the batch to a role without PROGRAM:CREATE", async () => {
    const [coach] = await ids("coach@demo.test");
    const body = await call(
      START,
      { input: { action: "ASSIGN_STARTUPS", userIds: [coach], startupIds: [coach] } },
      "mentor@demo.test",
    );
    expect(body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
  });

  async function newProgramOf(incubatorId: string) {
    const [row] = await t.database.db
      .insert(programs)
      .values({ incubatorId, name: "Orbit Private Cohort" })
      .returning({ id: programs.id });
    return row?.id ?? "";
  }
});
