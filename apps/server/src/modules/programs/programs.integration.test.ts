import { DEFAULT_PLAN } from "@launchpad/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";

const CREATE =
  "mutation M($i: CreateProgramInput!) { createProgram(input: $i) { id name type mode startsOn endsOn description memberCount startupCount admin { id roleType } members { id } } }";
const UPDATE =
  "mutation M($id: ID!, $i: UpdateProgramInput!) { updateProgram(id: $id, input: $i) { id name mode startsOn endsOn admin { id } } }";
const LIST = "{ adminPrograms { id name memberCount startupCount } }";
const PROGRAM = "query Q($id: ID!) { program(id: $id) { id memberCount members { id } startups { id } } }";

type Program = {
  id: string;
  name: string;
  memberCount: number;
  startupCount: number;
  members: { id: string }[];
};

function harness(t: ReturnType<typeof useTestApp>) {
  const call = async (email: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, await t.tokenOf(email), query, variables)).body;
  const ok = (body: GraphQLBody) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Record<string, unknown>;
  };
  const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;
  const idOf = async (email: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  return { call, ok, errorOf, idOf };
}

const base = { type: "accelerator", mode: "hybrid" } as const;

describe.each(databaseKinds("both"))("programmes on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, ok, errorOf, idOf } = harness(t);

  it("creates a programme with its details, admin and members, and lists it with its counts", async () => {
    const [coach, founder, mentor] = await Promise.all([
      idOf("coach@demo.test"),
      idOf("founder@demo.test"),
      idOf("mentor@demo.test"),
    ]);
    const created = ok(
      await call("admin@demo.test", CREATE, {
        i: {
          ...base,
          name: "  Spring Cohort 2027 ",
          description: "Twelve weeks",
          startsOn: "2027-03-01",
          endsOn: "2027-05-31",
          adminId: coach,
          memberIds: [founder, mentor, founder],
        },
      }),
    ).createProgram as Program & Record<string, unknown>;
    expect(created).toMatchObject({
      name: "Spring Cohort 2027",
      type: "accelerator",
      mode: "hybrid",
      startsOn: "2027-03-01",
      endsOn: "2027-05-31",
      description: "Twelve weeks",
      memberCount: 2,
      startupCount: 0,
      admin: { id: coach, roleType: "Coach" },
    });
    const list = ok(await call("staff@demo.test", LIST)).adminPrograms as Program[];
    expect(list.find((p) => p.id === created.id)).toMatchObject({ memberCount: 2, startupCount: 0 });
    const names = list.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("refuses bad input field by field, and writes nothing", async () => {
    const before = (ok(await call("admin@demo.test", LIST)).adminPrograms as Program[]).length;
    const dates = await call("admin@demo.test", CREATE, {
      i: { ...base, name: "Backwards", startsOn: "2027-05-01", endsOn: "2027-04-30" },
    });
    expect(errorOf(dates)).toMatchObject({ name: "ValidationError", fields: { endsOn: expect.any(String) } });
    const empty = await call("admin@demo.test", CREATE, { i: { ...base, name: "  " } });
    expect(errorOf(empty)).toMatchObject({ name: "ValidationError", fields: { name: expect.any(String) } });
    const long = await call("admin@demo.test", CREATE, { i: { ...base, name: "x".repeat(101) } });
    expect(errorOf(long)?.name).toBe("ValidationError");
    const badDate = await call("admin@demo.test", CREATE, {
      i: { ...base, name: "Bad", startsOn: "2027-02-30" },
    });
    expect(errorOf(badDate)).toMatchObject({ fields: { startsOn: expect.any(String) } });
    // The programme admin is a team member: a founder is refused.
    const founderAdmin = await call("admin@demo.test", CREATE, {
      i: { ...base, name: "Founder-run", adminId: await idOf("founder@demo.test") },
    });
    expect(errorOf(founderAdmin)).toMatchObject({
      name: "ValidationError",
      fields: { adminId: expect.any(String) },
    });
    ok(await call("admin@demo.test", CREATE, { i: { ...base, name: "Unique Name" } }));
    const twice = await call("admin@demo.test", CREATE, { i: { ...base, name: "unique name" } });
    expect(errorOf(twice)).toMatchObject({ name: "ValidationError", fields: { name: expect.any(String) } });
    const after = (ok(await call("admin@demo.test", LIST)).adminPrograms as Program[]).length;
    expect(after).toBe(before + 1);
  });

  it("updates some details, keeps the dates in order, sets members and deletes", async () => {
    const created = ok(
      await call("admin@demo.test", CREATE, {
        i: { ...base, name: "Editable", startsOn: "2027-01-10", endsOn: "2027-02-10" },
      }),
    ).createProgram as Program;
    const moved = ok(
      await call("admin@demo.test", UPDATE, { id: created.id, i: { mode: "online", endsOn: "2027-03-01" } }),
    ).updateProgram;
    expect(moved).toMatchObject({
      name: "Editable",
      mode: "online",
      startsOn: "2027-01-10",
      endsOn: "2027-03-01",
    });
    const backwards = await call("admin@demo.test", UPDATE, {
      id: created.id,
      i: { startsOn: "2027-04-01" },
    });
    expect(errorOf(backwards)).toMatchObject({
      name: "ValidationError",
      fields: { endsOn: expect.any(String) },
    });
    const cleared = ok(await call("admin@demo.test", UPDATE, { id: created.id, i: { endsOn: null } }));
    expect(cleared.updateProgram).toMatchObject({ endsOn: null, startsOn: "2027-01-10" });

    const members = [await idOf("expert@demo.test"), await idOf("community@demo.test")];
    const SET =
      "mutation M($id: ID!, $u: [ID!]!) { setProgramMembers(programId: $id, userIds: $u) { memberCount } }";
    expect(ok(await call("admin@demo.test", SET, { id: created.id, u: members })).setProgramMembers).toEqual({
      memberCount: 2,
    });
    expect(
      ok(await call("admin@demo.test", SET, { id: created.id, u: [members[0]] })).setProgramMembers,
    ).toEqual({
      memberCount: 1,
    });

    // Another organisation's user is not found, and the members stay as they were.
    const [orbitUser] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "founder@orbit.test"));
    const foreign = await call("admin@demo.test", SET, { id: created.id, u: [members[1], orbitUser?.id] });
    expect(errorOf(foreign)?.name).toBe("NotFoundError");
    expect(
      (ok(await call("admin@demo.test", PROGRAM, { id: created.id })).program as Program).members,
    ).toEqual([{ id: members[0] }]);

    ok(await call("admin@demo.test", "mutation M($id: ID!) { deleteProgram(id: $id) }", { id: created.id }));
    expect(errorOf(await call("admin@demo.test", PROGRAM, { id: created.id }))?.name).toBe("NotFoundError");
    expect(
      errorOf(
        await call("admin@demo.test", "mutation M($id: ID!) { deleteProgram(id: $id) }", { id: created.id }),
      )?.name,
    ).toBe("NotFoundError");
  });

  it("refuses the programme pages to a role without PROGRAM:CREATE", async () => {
    expect(errorOf(await call("founder@demo.test", LIST))?.name).toBe("ForbiddenError");
    expect(errorOf(await call("coach@demo.test", CREATE, { i: { ...base, name: "Coach's" } }))?.name).toBe(
      "ForbiddenError",
    );
  });

  it("keeps to the plan's programme limit under 10 concurrent creations", async () => {
    const current = (ok(await call("admin@demo.test", LIST)).adminPrograms as Program[]).length;
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const plan = demo?.plan ?? DEFAULT_PLAN;
    await t.database.db
      .update(incubators)
      .set({ plan: { ...plan, limits: { ...plan.limits, program: current + 3 } } })
      .where(eq(incubators.slug, "demo"));
    const token = await t.tokenOf("admin@demo.test");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        gqlAs(t.app, token, CREATE, { i: { ...base, name: `Concurrent ${n}` } }).then((r) => r.body),
      ),
    );
    expect(answers.filter((b) => !b.errors)).toHaveLength(3);
    const refusals = answers.filter((b) => b.errors).map((b) => errorOf(b));
    expect(refusals).toHaveLength(7);
    for (const e of refusals) expect(e).toMatchObject({ name: "LimitReachedError", limit: "program" });
    expect((ok(await call("admin@demo.test", LIST)).adminPrograms as Program[]).length).toBe(current + 3);
    await t.database.db.update(incubators).set({ plan }).where(eq(incubators.slug, "demo"));
  });
});
