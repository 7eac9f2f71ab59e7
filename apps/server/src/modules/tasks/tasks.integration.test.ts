import { dayBounds } from "@launchpad/domain/tasks";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { incubators, outboxEmails, taskAssignees, tasks, users } from "../../db/schema/index.ts";
import { createAppPubSub } from "../../graphql/pubsub.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { type SignedIn, useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody, startTestApp, type TestApp } from "../../test/harness.ts";
import { wsClient } from "../../test/ws-client.ts";
import { userKey } from "./task-events.ts";

type Task = {
  id: string;
  name: string;
  approvalStatus: string;
  completionStatus: string;
  canEdit: boolean;
  startup: { name: string } | null;
  assignees: { user: { id: string }; done: boolean; status: string; type: string }[];
};

const TASK =
  "id name approvalStatus completionStatus canEdit startup { name } assignees { user { id } done status type }";
const CREATE = `mutation M($input: CreateTaskInput!) { createTask(input: $input) { ${TASK} } }`;
const MINE = `query Q($section: TaskSection, $cursor: String, $tab: TaskTab) { tasks(tab: $tab, section: $section, cursor: $cursor) { totalCount next results { ${TASK} } } }`;
const BADGE = "{ taskBadge { count horizon } }";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, unknown>;
};

describe.each(databaseKinds("both"))("tasks on %s", (kind) => {
  const t = useTestApp(kind);
  const as = async (local: string) => t.signIn(`${local}@demo.test`);
  const call = async (who: { token: string }, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, who.token, query, variables)).body;

  it("staff give a founder a task: it is in their list, on their badge, and announced live", async () => {
    const [staff, founder] = [await as("staff"), await as("founder")];
    // Read first: the badge also gives an incomplete profile its automated task (an event of its own).
    const before = ok(await call(founder, BADGE)).taskBadge as { count: number };
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const demoId = demo?.id ?? "";
    const client = wsClient(port, { authorization: `Bearer ${founder.token}` });
    type Update = { updateType: string; taskId: string; task: { id: string; approvalStatus: string } };
    const heard: Update[] = [];
    client.subscribe<{ tasksUpdatedForUser: Update }>(
      {
        query:
          "subscription { tasksUpdatedForUser { updateType taskId task { id dueDate approvalStatus } } }",
      },
      { next: (r) => r.data && heard.push(r.data.tasksUpdatedForUser), error: () => {}, complete: () => {} },
    );
    const until = async (found: () => boolean, poke?: () => void) => {
      for (let i = 0; i < 200 && !found(); i++) {
        poke?.();
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(found()).toBe(true);
    };
    // The subscription is registered some time after it is sent: probe until it hears.
    const probe = {
      updateType: "UPDATED" as const,
      taskId: "probe",
      dueDate: new Date().toISOString(),
      approvalStatus: "APPROVED" as const,
    };
    await until(
      () => heard.length > 0,
      () => t.pubsub.publish("tasks:updated", userKey(demoId, founder.userId), probe),
    );
    const created = ok(
      await call(staff, CREATE, {
        input: {
          name: "Send the deck",
          dueDate: inDays(1 / 24),
          tag: "sales",
          url: "https://deck.example",
          assignees: [{ type: "USER", value: founder.userId }],
        },
      }),
    ).createTask as Task;
    expect(created.assignees).toEqual([
      { user: { id: founder.userId }, done: false, status: "APPROVED", type: "USER" },
    ]);
    await until(() => heard.some((e) => e.taskId === created.id));
    expect(heard.find((e) => e.taskId === created.id)).toMatchObject({
      updateType: "ADDED",
      task: { id: created.id, approvalStatus: "APPROVED" },
    });
    await client.dispose();
    const after = ok(await call(founder, BADGE)).taskBadge as { count: number };
    expect(after.count).toBe(before.count + 1);
    const mine = ok(await call(founder, MINE)).tasks as { results: Task[] };
    expect(mine.results.map((r) => r.name)).toContain("Send the deck");
    // The founder ticks it off: it leaves the badge; they cannot edit staff's task.
    ok(
      await call(
        founder,
        "mutation M($id: ID!, $me: ID!) { updateTaskDone(taskId: $id, assigneeId: $me, done: true) { id } }",
        { id: created.id, me: founder.userId },
      ),
    );
    expect((ok(await call(founder, BADGE)).taskBadge as { count: number }).count).toBe(before.count);
    const edit = await call(
      founder,
      'mutation M($id: ID!) { updateTask(taskId: $id, updatedTask: { name: "mine now" }) { id } }',
      { id: created.id },
    );
    expect(edit.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
  });
});

describe.each(databaseKinds("both"))("task rules on %s", (kind) => {
  const t = useTestApp(kind);
  const as = async (local: string) => t.signIn(`${local}@demo.test`);
  const call = async (who: { token: string }, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, who.token, query, variables)).body;
  const team = async <K extends string>(...names: K[]): Promise<Record<K, SignedIn>> => {
    const out = {} as Record<K, SignedIn>;
    for (const name of names) out[name] = await as(name);
    return out;
  };
  const create = async (
    who: { token: string },
    assignees: { type: string; value: string }[],
    extra: Record<string, unknown> = {},
  ) => call(who, CREATE, { input: { name: "A task", dueDate: inDays(3), assignees, ...extra } });

  it("sends requests by the matrix: mentors always, an admin unless from an admin", async () => {
    const { staff, admin, mentor, admincoach, coach } = await team(
      "staff",
      "admin",
      "mentor",
      "admincoach",
      "coach",
    );
    const toMentor = ok(await create(staff, [{ type: "USER", value: mentor.userId }])).createTask as Task;
    expect(toMentor.assignees[0]?.status).toBe("PENDING");
    const toAdminFromStaff = ok(await create(staff, [{ type: "USER", value: admin.userId }]))
      .createTask as Task;
    expect(toAdminFromStaff.assignees[0]?.status).toBe("PENDING");
    const toAdminFromAdmin = ok(await create(admincoach, [{ type: "USER", value: admin.userId }]))
      .createTask as Task;
    expect(toAdminFromAdmin.assignees[0]?.status).toBe("APPROVED");
    const toCoach = ok(await create(staff, [{ type: "USER", value: coach.userId }])).createTask as Task;
    expect(toCoach.assignees[0]?.status).toBe("APPROVED");
    // A request does not count on the badge until accepted; the mentor accepts it.
    const badge = async () => (ok(await call(mentor, BADGE)).taskBadge as { count: number }).count;
    const waiting = await badge();
    const pending = ok(await call(mentor, MINE, {})).tasks as { results: Task[] };
    expect(pending.results.find((r) => r.id === toMentor.id)?.approvalStatus).toBe("PENDING");
    const accepted = ok(
      await call(
        mentor,
        "mutation M($id: ID!) { respondToTaskRequest(taskId: $id, accept: true) { approvalStatus } }",
        { id: toMentor.id },
      ),
    );
    expect(accepted.respondToTaskRequest).toEqual({ approvalStatus: "APPROVED" });
    expect(await badge()).toBe(waiting); // due in 3 days: beyond the horizon
    const again = await call(
      mentor,
      "mutation M($id: ID!) { respondToTaskRequest(taskId: $id, accept: true) { id } }",
      { id: toMentor.id },
    );
    expect((again.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason).toBe("NOT_A_REQUEST");
    // The admin denies staff's request: it leaves their list.
    ok(
      await call(admin, "mutation M($id: ID!) { respondToTaskRequest(taskId: $id, accept: false) { id } }", {
        id: toAdminFromStaff.id,
      }),
    );
    const adminList = ok(await call(admin, MINE, {})).tasks as { results: Task[] };
    expect(adminList.results.map((r) => r.id)).not.toContain(toAdminFromStaff.id);
  });

  it("refuses applicants as assignees and cofounders role groups", async () => {
    const { staff, founder, applicant } = await team("staff", "founder", "applicant");
    const count = async () => (await t.database.db.select().from(tasks)).length;
    const before = await count();
    const toApplicant = await create(staff, [{ type: "USER", value: applicant.userId }]);
    expect(toApplicant.errors?.[0]?.extensions?.name).toBe("ValidationError");
    const group = await create(founder, [{ type: "ROLE", value: "Coach" }]);
    expect(group.errors?.[0]?.extensions?.name).toBe("ValidationError");
    expect(await count()).toBe(before);
  });

  it("a startup's task goes to its cofounders, on the startup file for those in scope", async () => {
    const { staff, founder, coach, expert } = await team("staff", "founder", "coach", "expert");
    const id = (ok(await call(founder, "{ startupFile { id } }")).startupFile as { id: string }).id;
    const made = ok(
      await create(staff, [{ type: "STARTUP", value: id }], { isGroupTask: true, dueDate: inDays(-3) }),
    ).createTask as Task;
    expect(made.startup?.name).toBe("Nimbus Analytics");
    expect(made.assignees).toHaveLength(2);
    expect(made.assignees.every((a) => a.type === "STARTUP")).toBe(true);
    const q =
      "query Q($id: ID!, $before: String) { startupTasks(startupId: $id, before: $before) { results { id } } }";
    const overdue = ok(await call(coach, q, { id, before: new Date().toISOString() })).startupTasks as {
      results: { id: string }[];
    };
    expect(overdue.results.map((r) => r.id)).toContain(made.id);
    expect((await call(expert, q, { id })).errors?.[0]?.extensions?.name).toBe("NotFoundError");
    // A group task is done per assignee: the founder's tick leaves it open for the other.
    const done = ok(
      await call(
        founder,
        "mutation M($id: ID!, $me: ID!) { updateTaskDone(taskId: $id, assigneeId: $me, done: true) { completionStatus assignees { done } } }",
        { id: made.id, me: founder.userId },
      ),
    ).updateTaskDone as { completionStatus: string; assignees: { done: boolean }[] };
    expect(done.completionStatus).toBe("COMPLETED");
    expect(done.assignees.map((a) => a.done).sort()).toEqual([false, true]);
    const staffView = ok(
      await call(
        staff,
        "query Q($id: ID!) { startupTasks(startupId: $id) { results { id completionStatus } } }",
        { id },
      ),
    ).startupTasks as { results: { id: string; completionStatus: string }[] };
    expect(staffView.results.find((r) => r.id === made.id)?.completionStatus).toBe("PENDING");
  });

  it("a task that is not a group task is done for all when one ticks it", async () => {
    const { coach, founder, cofounder2: cofounder } = await team("coach", "founder", "cofounder2");
    const made = ok(
      await create(coach, [
        { type: "USER", value: founder.userId },
        { type: "USER", value: cofounder.userId },
      ]),
    ).createTask as Task;
    ok(
      await call(
        cofounder,
        "mutation M($id: ID!, $me: ID!) { updateTaskDone(taskId: $id, assigneeId: $me, done: true) { id } }",
        { id: made.id, me: cofounder.userId },
      ),
    );
    const [row] = await t.database.db
      .select()
      .from(taskAssignees)
      .where(eq(taskAssignees.userId, founder.userId));
    const rows = await t.database.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, made.id));
    expect(row).toBeDefined();
    expect(rows.every((r) => r.done)).toBe(true);
  });

  it("edit and delete: the creator or TASK/TASK:DELETE; others read it as not found", async () => {
    const { coach, founder, admin, staff } = await team("coach", "founder", "admin", "staff");
    const made = ok(await create(coach, [{ type: "USER", value: founder.userId }])).createTask as Task;
    expect(made.canEdit).toBe(true);
    const renamed = ok(
      await call(
        coach,
        'mutation M($id: ID!) { updateTask(taskId: $id, updatedTask: { name: "Renamed", tag: "legal" }) { name } }',
        { id: made.id },
      ),
    );
    expect(renamed.updateTask).toEqual({ name: "Renamed" });
    const byStaff = await call(staff, "mutation M($id: ID!) { deleteTask(taskId: $id) }", { id: made.id });
    expect(byStaff.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const bad = await call(
      coach,
      'mutation M($id: ID!) { updateTask(taskId: $id, updatedTask: { tag: "nope", url: "javascript:x" }) { id } }',
      { id: made.id },
    );
    expect(bad.errors?.[0]?.extensions?.name).toBe("ValidationError");
    expect(
      ok(await call(admin, "mutation M($id: ID!) { deleteTask(taskId: $id) }", { id: made.id })).deleteTask,
    ).toBe(true);
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, made.id))).toEqual([]);
  });

  it("users' and startups' tabs are the team's", async () => {
    const { founder, staff } = await team("founder", "staff");
    const refused = await call(founder, MINE, { tab: "USERS" });
    expect(refused.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    const users = ok(await call(staff, MINE, { tab: "USERS" })).tasks as { totalCount: number };
    expect(users.totalCount).toBeGreaterThan(0);
    const startups = ok(await call(staff, MINE, { tab: "STARTUPS" })).tasks as { results: Task[] };
    expect(startups.results.every((r) => r.startup !== null)).toBe(true);
  });

  it("pages of 15 with a cursor, by due date", async () => {
    const community = await as("community");
    for (let i = 0; i < 16; i++) {
      ok(
        await call(community, CREATE, {
          input: {
            name: `Chore ${i}`,
            dueDate: inDays(30 + i),
            assignees: [{ type: "USER", value: community.userId }],
          },
        }),
      );
    }
    const first = ok(await call(community, MINE, { section: "FUTURE" })).tasks as {
      totalCount: number;
      next: string;
      results: Task[];
    };
    expect(first.results).toHaveLength(15);
    const second = ok(await call(community, MINE, { section: "FUTURE", cursor: first.next })).tasks as {
      next: string | null;
      results: Task[];
    };
    expect(first.totalCount).toBe(first.results.length + second.results.length);
    expect(second.next).toBeNull();
    expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(first.totalCount);
    expect((await call(community, MINE, { cursor: "bogus" })).errors?.[0]?.extensions?.name).toBe(
      "ValidationError",
    );
  });

  it("counts the badge up to the end of tomorrow in each viewer's zone", async () => {
    const { staff, founder, coach } = await team("staff", "founder", "coach");
    const zones: [typeof founder, string][] = [
      [founder, "Pacific/Kiritimati"],
      [coach, "America/Los_Angeles"],
    ];
    for (const [who, zone] of zones) {
      await t.database.db.update(users).set({ timezone: zone }).where(eq(users.id, who.userId));
      const count = async () => ok(await call(who, BADGE)).taskBadge as { count: number; horizon: string };
      const start = await count();
      const { tomorrowEnd } = dayBounds(Date.now(), zone);
      expect(Date.parse(start.horizon)).toBe(tomorrowEnd);
      const give = (due: number) =>
        create(staff, [{ type: "USER", value: who.userId }], { dueDate: new Date(due).toISOString() });
      ok(await give(tomorrowEnd - 60_000)); // the last minute of tomorrow: counts
      ok(await give(tomorrowEnd)); // the first instant of the day after: does not
      expect((await count()).count).toBe(start.count + 1);
    }
  });

  it("gives an incomplete profile its automated task, which closes itself once complete", async () => {
    const expert = await as("expert");
    const list = async () =>
      (ok(await call(expert, MINE, {})).tasks as { results: (Task & { automated?: boolean })[] }).results;
    const auto = (await call(expert, "{ tasks { results { id taskType automated canEdit } } }")).data
      ?.tasks as {
      results: { id: string; taskType: string; automated: boolean; canEdit: boolean }[];
    };
    const profile = auto.results.find((r) => r.taskType === "PROFILE");
    expect(profile).toMatchObject({ automated: true, canEdit: false });
    const tick = await call(
      expert,
      "mutation M($id: ID!, $me: ID!) { updateTaskDone(taskId: $id, assigneeId: $me, done: true) { id } }",
      { id: profile?.id, me: expert.userId },
    );
    expect((tick.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason).toBe("AUTOMATED");
    const put = await t.app.inject({
      method: "PUT",
      url: "/user",
      headers: {
        host: "localhost",
        authorization: `Bearer ${expert.token}`,
        "content-type": "application/json",
      },
      payload: { headline: "Growth expert", bio: "Ten years of B2B sales." },
    });
    expect(put.statusCode).toBe(200);
    const after = await call(
      expert,
      "{ tasks(queryOptions: { completionStatus: PENDING }) { results { id } } }",
    );
    expect((ok(after).tasks as { results: { id: string }[] }).results.map((r) => r.id)).not.toContain(
      profile?.id,
    );
    expect((await list()).find((r) => r.id === profile?.id)?.completionStatus).toBe("COMPLETED");
  });

  it("reminds the assignee by e-mail the day before, in their language, and not once it is done", async () => {
    const { staff, founder } = await team("staff", "founder");
    await t.database.db.update(users).set({ language: "fr" }).where(eq(users.id, founder.userId));
    const made = ok(
      await create(staff, [{ type: "USER", value: founder.userId }], {
        name: "Relancer les investisseurs",
        dueDate: new Date(Date.now() + 30 * 3_600_000).toISOString(),
      }),
    ).createTask as Task;
    const runNow = async (kind: string) => {
      await t.database.db.execute(
        sql`update jobs set run_at = now() where kind = 'tasks.reminder' and payload->>'taskId' = ${made.id} and payload->>'kind' = ${kind}`,
      );
      await t.jobs.runDue();
    };
    const mails = (kind: string) =>
      t.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, kind), eq(outboxEmails.to, "founder@demo.test")))
        .then((rows) => rows.filter((r) => r.subject.includes("Relancer les investisseurs")));
    await runNow("DUE_SOON");
    const [soon] = await mails("taskDueSoon");
    expect(soon?.subject).toBe("À faire demain : Relancer les investisseurs");
    ok(
      await call(
        founder,
        "mutation M($id: ID!, $me: ID!) { updateTaskDone(taskId: $id, assigneeId: $me, done: true) { id } }",
        {
          id: made.id,
          me: founder.userId,
        },
      ),
    );
    await runNow("OVERDUE");
    // The overdue reminder ran, and found nobody left to remind.
    const ran = await t.database.db.execute(
      sql`select status from jobs where kind = 'tasks.reminder' and payload->>'taskId' = ${made.id} and payload->>'kind' = 'OVERDUE'`,
    );
    expect((ran as unknown as { rows: { status: string }[] }).rows.map((r) => r.status)).toEqual(["done"]);
    expect(await mails("taskOverdue")).toEqual([]);
  });
});

const redisUrl = inject("redisUrl");

describe.skipIf(!redisUrl)("tasksUpdatedForUser across two instances over Redis", () => {
  const a = useTestApp("pglite", {
    env: { REDIS_URL: redisUrl ?? "" },
    pubsub: () => createAppPubSub(redisUrl ?? undefined),
  });
  // A second server instance on the same database, with its own Redis connections.
  let b: TestApp;
  beforeAll(async () => {
    b = await startTestApp(a.database, { REDIS_URL: redisUrl ?? "" }, createAppPubSub(redisUrl ?? undefined));
  });
  afterAll(() => b.close());

  it("a task given through one instance reaches its assignee subscribed to the other", async () => {
    const [staff, founder] = [await a.signIn("staff@demo.test"), await a.signIn("founder@demo.test")];
    await b.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (b.app.server.address() as { port: number }).port;
    const [demo] = await a.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const heard: { taskId: string; updateType: string }[] = [];
    const client = wsClient(port, { authorization: `Bearer ${founder.token}` });
    client.subscribe<{ tasksUpdatedForUser: { taskId: string; updateType: string } }>(
      { query: "subscription { tasksUpdatedForUser { updateType taskId } }" },
      { next: (r) => r.data && heard.push(r.data.tasksUpdatedForUser), error: () => {}, complete: () => {} },
    );
    const probe = {
      updateType: "UPDATED" as const,
      taskId: "probe",
      dueDate: new Date().toISOString(),
      approvalStatus: "APPROVED" as const,
    };
    for (let i = 0; i < 200 && heard.length === 0; i++) {
      a.pubsub.publish("tasks:updated", userKey(demo?.id ?? "", founder.userId), probe);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(heard.length).toBeGreaterThan(0);
    const { body } = await gqlAs(a.app, staff.token, CREATE, {
      input: {
        name: "Across instances",
        dueDate: inDays(2),
        assignees: [{ type: "USER", value: founder.userId }],
      },
    });
    const id = (ok(body).createTask as Task).id;
    for (let i = 0; i < 200 && !heard.some((e) => e.taskId === id); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(heard.find((e) => e.taskId === id)?.updateType).toBe("ADDED");
    await client.dispose();
  });
});
