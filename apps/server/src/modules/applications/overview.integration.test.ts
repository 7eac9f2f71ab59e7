import { beforeAll, describe, expect, it } from "vitest";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import {
  applicants,
  applicationsOf,
  applicationTag,
  assign,
  funnelWithRounds,
  type OverviewFunnel,
  tenantIdOf,
  userIdOf,
} from "./overview.test-support.ts";

type Item = {
  id: string;
  anonymous: boolean;
  applicantName: string | null;
  applicantEmail: string | null;
  averageScore: number | null;
  status: string;
  funnel: { id: string } | null;
  round: { id: string } | null;
  tags: { id: string }[];
};
type Page = { total: number; page: number; pageSize: number; items: Item[] };

const PAGE = `query Q($filter: ApplicationOverviewFilter, $page: Int) {
  applicationsOverview(filter: $filter, page: $page) {
    total page pageSize
    items { id anonymous applicantName applicantEmail averageScore status funnel { id } round { id } tags { id } }
  }
}`;
const QUEUE = `query Q($filter: ApplicationOverviewFilter, $id: ID!) {
  applicationQueue(filter: $filter, applicationId: $id) { previousId nextId position total }
}`;

const STATUSES = ["pending_decision", "under_review", "draft", "ready_for_invitation", "rejected"] as const;
const ROUND_OF = [1, 1, 0, 2, 0];

describe.each(databaseKinds("both"))("the applications overview on %s", (kind) => {
  const t = useTestApp(kind);
  let a: OverviewFunnel;
  let b: OverviewFunnel;
  let ids: string[] = [];
  let emails: string[] = [];
  let tagId = "";
  let evaluatorId = "";
  let bIds: string[] = [];

  const call = async (email: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, await t.tokenOf(email), query, variables)).body;
  const ok = (body: GraphQLBody) => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Record<string, unknown>;
  };
  const page = async (email: string, filter: Record<string, unknown>, n = 1) =>
    ok(await call(email, PAGE, { filter, page: n })).applicationsOverview as Page;

  beforeAll(async () => {
    const tenant = await tenantIdOf(t.database);
    a = await funnelWithRounds(t.database, tenant, "Overview Alpha", ["form", "evaluation", "meeting"], {
      blindRound: 1,
    });
    b = await funnelWithRounds(t.database, tenant, "Overview Beta", ["form", "evaluation"]);
    const people = await applicants(t.database, tenant, "Ada", 30);
    emails = people.map((p) => p.email);
    // Application i is i minutes older than application 0: newest first is 0, 1, 2 …
    ids = await applicationsOf(
      t.database,
      tenant,
      a,
      people.map((p, i) => ({
        applicantId: p.id,
        roundIndex: ROUND_OF[i % 5] ?? 0,
        status: STATUSES[i % 5] ?? "draft",
        averageScore: i < 10 ? i : null,
        startupName: i === 7 ? "Zephyr Robotics" : `Startup ${i}`,
        ageMinutes: 100 + i,
      })),
    );
    const others = await applicants(t.database, tenant, "Bob", 3);
    bIds = await applicationsOf(
      t.database,
      tenant,
      b,
      others.map((p, i) => ({
        applicantId: p.id,
        roundIndex: 1,
        status: "under_review",
        ageMinutes: 10 + i,
      })),
    );
    tagId = await applicationTag(t.database, tenant, "Deep tech", ids.slice(0, 4));
    evaluatorId = await userIdOf(t.database, tenant, "evaluator@demo.test");
    // The evaluator reviews application 1 blind (not submitted yet) and has submitted application 6.
    await assign(t.database, tenant, evaluatorId, a.rounds[1]?.id ?? "", [ids[1] ?? ""]);
    await assign(t.database, tenant, evaluatorId, a.rounds[1]?.id ?? "", [ids[6] ?? ""], true);
  });

  it("gives pages of 25, newest first, with the total; sorted by score when asked", async () => {
    const first = await page("admin@demo.test", { funnelIds: [a.id] });
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(0, 25));
    expect(first.items[0]).toMatchObject({
      applicantName: "Ada Number1",
      anonymous: false,
      funnel: { id: a.id },
    });
    const second = await page("admin@demo.test", { funnelIds: [a.id] }, 2);
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(25));
    const byScore = await page("admin@demo.test", { funnelIds: [a.id], sort: "SCORE_DESC" });
    expect(byScore.items.slice(0, 3).map((i) => i.averageScore)).toEqual([9, 8, 7]);
    expect(byScore.items[10]?.averageScore).toBeNull(); // unscored last
  });

  it("filters by status, decision needed, round, tags, evaluator, score range and search", async () => {
    const total = async (filter: Record<string, unknown>) =>
      (await page("admin@demo.test", { funnelIds: [a.id], ...filter })).total;
    expect(await total({ statuses: ["rejected"] })).toBe(6);
    expect(await total({ decisionNeeded: true })).toBe(6);
    expect(await total({ decisionNeeded: true, statuses: ["draft"] })).toBe(0);
    expect(await total({ statuses: ["draft", "rejected"] })).toBe(12);
    expect(await total({ roundIds: [a.rounds[1]?.id] })).toBe(12);
    expect(await total({ tagIds: [tagId] })).toBe(4);
    expect(await total({ evaluatorId })).toBe(2);
    expect(await total({ scoreMin: 3, scoreMax: 5 })).toBe(3);
    expect(await total({ search: "zephyr" })).toBe(1);
    expect(await total({ search: emails[12] })).toBe(1);
    expect(await total({ search: "Number2" })).toBe(11); // Number2, Number20 … Number29
    const both = await page("admin@demo.test", { funnelIds: [a.id, b.id] });
    expect(both.total).toBe(33);
    expect(both.items[0]?.id).toBe(bIds[0]); // Beta's are the newest
    const tagged = await page("admin@demo.test", { funnelIds: [a.id], tagIds: [tagId] });
    expect(tagged.items.every((i) => i.tags.some((g) => g.id === tagId))).toBe(true);
    const refused = await call("admin@demo.test", PAGE, { filter: { scoreMin: 5, scoreMax: 1 } });
    expect(refused.errors?.[0]?.extensions?.name).toBe("ValidationError");
  });

  it("shows an evaluator only the applications assigned to them, anonymous while they review blind", async () => {
    const mine = await page("evaluator@demo.test", { funnelIds: [a.id, b.id] });
    expect(mine.items.map((i) => i.id).sort()).toEqual([ids[1], ids[6]].sort());
    const blind = mine.items.find((i) => i.id === ids[1]);
    expect(blind).toMatchObject({
      anonymous: true,
      applicantName: null,
      applicantEmail: null,
      averageScore: null,
    });
    expect(mine.items.find((i) => i.id === ids[6])).toMatchObject({
      anonymous: false,
      applicantName: "Ada Number7",
    });
    const options = ok(
      await call(
        "evaluator@demo.test",
        "{ applicationOverviewOptions { funnels { funnel { id } rounds { id } } evaluators { id } } }",
      ),
    ).applicationOverviewOptions as { funnels: { funnel: { id: string } }[]; evaluators: { id: string }[] };
    const funnelIds = options.funnels.map((f) => f.funnel.id);
    expect(funnelIds).toContain(a.id);
    expect(funnelIds).not.toContain(b.id);
    expect(options.evaluators.map((e) => e.id)).toEqual([evaluatorId]);
  });

  it("refuses roles without a view key", async () => {
    for (const email of ["coach@demo.test", "applicant@demo.test"]) {
      const body = await call(email, PAGE, { filter: {} });
      expect(body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    }
  });

  it("places an application in the queue of the filtered list", async () => {
    const filter = { funnelIds: [a.id] };
    const at = ok(await call("admin@demo.test", QUEUE, { filter, id: ids[5] })).applicationQueue;
    expect(at).toEqual({ previousId: ids[4], nextId: ids[6], position: 6, total: 30 });
    const first = ok(await call("admin@demo.test", QUEUE, { filter, id: ids[0] })).applicationQueue;
    expect(first).toMatchObject({ previousId: null, position: 1 });
    const last = ok(await call("admin@demo.test", QUEUE, { filter, id: ids[29] })).applicationQueue;
    expect(last).toMatchObject({ nextId: null, position: 30 });
    // Outside the list (another funnel, or out of the evaluator's reach): no position, the list's first next.
    const outside = ok(await call("admin@demo.test", QUEUE, { filter, id: bIds[0] })).applicationQueue;
    expect(outside).toEqual({ previousId: null, nextId: ids[0], position: null, total: 30 });
    const evaluator = ok(await call("evaluator@demo.test", QUEUE, { filter, id: ids[3] })).applicationQueue;
    expect(evaluator).toMatchObject({ position: null, total: 2 });
  });
});
