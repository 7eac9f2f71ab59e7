import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import {
  addMember,
  connectionOf,
  harness,
  makeProgram,
  makeStartups,
  makeTag,
  postAndDocumentWithFiles,
  remainingStartups,
  removedAttachments,
  setRoleKey,
  startupsOfProgram,
  tagIdsOf,
  tenantIdOf,
  userIdOf,
} from "./startup-admin.test-support.ts";

describe.each(databaseKinds("both"))("startup batch actions on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, errorName, batch, START } = harness(t);
  let tenant = "";
  let ids: string[] = [];

  const programsOf = (programId: string) => startupsOfProgram(t.database, programId);
  const connection = (startupId: string, userId: string) => connectionOf(t.database, startupId, userId);

  beforeAll(async () => {
    tenant = await tenantIdOf(t.database);
    ids = await makeStartups(t.database, tenant, "Batch", 10);
  });

  it("tags 10 startups; the tags they carried stay", async () => {
    const kept = await makeTag(t.database, tenant, "Batch Kept", [ids[0] ?? ""]);
    const added = await makeTag(t.database, tenant, "Batch Fintech");
    const op = await batch({ action: "TAG", startupIds: ids, tagIds: [added] });
    expect(op).toMatchObject({
      total: 10,
      succeeded: 10,
      failed: 0,
      validation: "SUCCEEDED",
      overall: "SUCCEEDED",
    });
    expect((await tagIdsOf(t.database, ids[0] ?? "")).sort()).toEqual([kept, added].sort());
    for (const id of ids) expect(await tagIdsOf(t.database, id)).toContain(added);
  });

  it("checks each startup as the requester when it runs: one out of their reach fails, the others are done (partial)", async () => {
    const [a, b, other] = await makeStartups(t.database, tenant, "Partial", 3);
    const tag = await makeTag(t.database, tenant, "Batch Partial");
    const subadmin = await userIdOf(t.database, tenant, "subadmin@demo.test");
    await addMember(t.database, tenant, a ?? "", subadmin);
    await addMember(t.database, tenant, b ?? "", subadmin);
    // TAG:STARTUP:ADD for their own startups only: the third is not theirs to tag.
    await setRoleKey(t.database, tenant, "SubAdmin", "TAG:STARTUP:ADD", "ASSIGNED");
    try {
      const op = await batch(
        { action: "TAG", startupIds: [a, b, other], tagIds: [tag] },
        "subadmin@demo.test",
      );
      expect(op).toMatchObject({ total: 3, succeeded: 2, failed: 1, overall: "PARTIALLY_SUCCEEDED" });
      expect(op.failedItems).toEqual([{ itemId: other, error: "FORBIDDEN" }]);
      expect(await tagIdsOf(t.database, other ?? "")).toEqual([]);
    } finally {
      await setRoleKey(t.database, tenant, "SubAdmin", "TAG:STARTUP:ADD", "ALL");
    }
  });

  it("adds startups to a programme and takes them out", async () => {
    const program = await makeProgram(t.database, tenant, "Batch Cohort", [ids[0] ?? ""]);
    const added = await batch({
      action: "ADD_TO_PROGRAM",
      startupIds: [ids[0], ids[1], ids[2]],
      programId: program,
    });
    expect(added).toMatchObject({ succeeded: 3, overall: "SUCCEEDED" });
    expect((await programsOf(program)).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    const removed = await batch({
      action: "REMOVE_FROM_PROGRAM",
      startupIds: [ids[1], ids[3]],
      programId: program,
    });
    expect(removed).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    expect((await programsOf(program)).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it("assigns a mentor with hours (an existing connection keeps its allocation without) and unassigns them", async () => {
    const mentor = await userIdOf(t.database, tenant, "mentor@demo.test");
    const first = await batch({
      action: "ASSIGN_USER",
      startupIds: [ids[4]],
      userId: mentor,
      minutesAllocated: 120,
    });
    expect(first).toMatchObject({ succeeded: 1, overall: "SUCCEEDED" });
    const again = await batch({ action: "ASSIGN_USER", startupIds: [ids[4], ids[5]], userId: mentor });
    expect(again).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    expect((await connection(ids[4] ?? "", mentor))?.minutesAllocated).toBe(120);
    expect((await connection(ids[5] ?? "", mentor))?.minutesAllocated).toBe(0);
    const off = await batch({ action: "UNASSIGN_USER", startupIds: [ids[4], ids[5]], userId: mentor });
    expect(off).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    expect(await connection(ids[4] ?? "", mentor)).toBeUndefined();
  });

  it("deletes startups (STARTUP:DELETE): admins may, sub-admins without the key fail per startup", async () => {
    const doomed = await makeStartups(t.database, tenant, "Doomed", 3);
    await addMember(
      t.database,
      tenant,
      doomed[0] ?? "",
      await userIdOf(t.database, tenant, "founder@demo.test"),
    );
    await setRoleKey(t.database, tenant, "SubAdmin", "STARTUP:DELETE", "ASSIGNED");
    try {
      const refused = await batch({ action: "DELETE", startupIds: doomed }, "subadmin@demo.test");
      expect(refused).toMatchObject({ succeeded: 0, failed: 3, overall: "FAILED" });
      expect((await remainingStartups(t.database, doomed)).length).toBe(3);
    } finally {
      await setRoleKey(t.database, tenant, "SubAdmin", "STARTUP:DELETE", "ALL");
    }
    const files = await postAndDocumentWithFiles(t.database, tenant, doomed[1] ?? "");
    const op = await batch({ action: "DELETE", startupIds: doomed });
    expect(op).toMatchObject({ succeeded: 3, overall: "SUCCEEDED" });
    expect(await remainingStartups(t.database, doomed)).toEqual([]);
    // The timeline's, the documents' and the exports' files are let go (the purge job deletes their bytes).
    expect((await removedAttachments(t.database, files)).sort()).toEqual([...files].sort());
  });

  it("deletes one startup; staff (without STARTUP:DELETE) are refused, an unknown id is not found", async () => {
    const [one] = await makeStartups(t.database, tenant, "Single", 1);
    const del = "mutation M($id: ID!) { deleteStartup(id: $id) }";
    expect(errorName(await call("staff@demo.test", del, { id: one }))).toBe("ForbiddenError");
    expect((await call("admin@demo.test", del, { id: one })).data).toEqual({ deleteStartup: one });
    expect(await remainingStartups(t.database, [one ?? ""])).toEqual([]);
    expect(errorName(await call("admin@demo.test", del, { id: one }))).toBe("NotFoundError");
  });

  it("refuses bad input before anything starts", async () => {
    const attempt = async (input: Record<string, unknown>, email = "admin@demo.test") =>
      errorName(await call(email, START, { input }));
    expect(await attempt({ action: "DELETE", startupIds: [] })).toBe("ValidationError");
    expect(await attempt({ action: "TAG", startupIds: [ids[0]] })).toBe("ValidationError");
    expect(await attempt({ action: "ADD_TO_PROGRAM", startupIds: [ids[0]], programId: "nope" })).toBe(
      "ValidationError",
    );
    const applicationTag = await makeTag(t.database, tenant, "Batch App Tag", [], "application");
    expect(await attempt({ action: "TAG", startupIds: [ids[0]], tagIds: [applicationTag] })).toBe(
      "ValidationError",
    );
    const founder = await userIdOf(t.database, tenant, "founder@demo.test");
    expect(await attempt({ action: "ASSIGN_USER", startupIds: [ids[0]], userId: founder })).toBe(
      "ValidationError",
    );
    const mentor = await userIdOf(t.database, tenant, "mentor@demo.test");
    expect(
      await attempt({ action: "ASSIGN_USER", startupIds: [ids[0]], userId: mentor, minutesAllocated: -5 }),
    ).toBe("ValidationError");
    expect(await attempt({ action: "DELETE", startupIds: [ids[0]] }, "staff@demo.test")).toBe(
      "ForbiddenError",
    );
  });

  it("reads another organisation's startup, programme, tag or person as not found", async () => {
    const orbit = await tenantIdOf(t.database, "orbit");
    const [theirs] = await makeStartups(t.database, orbit, "Orbit Batch", 1);
    const theirProgram = await makeProgram(t.database, orbit, "Orbit Batch Cohort");
    const theirTag = await makeTag(t.database, orbit, "Orbit Batch Tag");
    const theirMentor = await userIdOf(t.database, orbit, "mentor@orbit.test");
    const attempt = async (input: Record<string, unknown>) =>
      errorName(await call("admin@demo.test", START, { input }));
    expect(await attempt({ action: "DELETE", startupIds: [ids[0], theirs] })).toBe("NotFoundError");
    expect(await attempt({ action: "ADD_TO_PROGRAM", startupIds: [ids[0]], programId: theirProgram })).toBe(
      "NotFoundError",
    );
    expect(await attempt({ action: "TAG", startupIds: [ids[0]], tagIds: [theirTag] })).toBe("NotFoundError");
    expect(await attempt({ action: "ASSIGN_USER", startupIds: [ids[0]], userId: theirMentor })).toBe(
      "NotFoundError",
    );
    expect(await remainingStartups(t.database, [theirs ?? ""])).toEqual([theirs]);
  });
});
