import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, users } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody, type TestApp } from "../../test/harness.ts";
import { applicationActivities, applications, funnels } from "./applications.tables.ts";
import { closeFunnelsPastDeadline } from "./deadline.job.ts";

/**
 * The funnel setup (docs/funnels.md, decision 046): funnels with their intake round, rounds in
 * order, round e-mails with checked merge tags, publishing, the plan's funnel limit, funnel
 * admins' rights without the keys, deletion, and the deadline job.
 */
const data = <T>(body: GraphQLBody, field: string): T => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as Record<string, T>)[field] as T;
};
const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;

const CREATE_FORM =
  "mutation M($k: FormKind!, $d: JSON!) { createForm(input: { kind: $k, definition: $d }) { id } }";
const PUBLISH_FORM = "mutation M($id: ID!) { publishForm(formId: $id) { state } }";
const CREATE =
  "mutation M($i: CreateFunnelInput!) { createFunnel(input: $i) { id slug published publicPath rounds { id position type formId } } }";
const UPDATE =
  "mutation M($id: ID!, $i: UpdateFunnelInput!) { updateFunnel(id: $id, input: $i) { id name published closedAt deadline } }";
const SAVE_ROUND =
  "mutation M($f: ID!, $i: RoundInput!) { saveRound(funnelId: $f, input: $i) { id position type formId blind meeting { durationMinutes hostIds } } }";
const MOVE = "mutation M($id: ID!, $p: Int!) { moveRound(id: $id, position: $p) { id position } }";
const DELETE_ROUND = "mutation M($id: ID!) { deleteRound(id: $id) { id position } }";
const SAVE_EMAIL =
  "mutation M($r: ID!, $i: RoundEmailInput!) { saveRoundEmail(roundId: $r, input: $i) { id kind reason subject timing delayHours } }";

type Round = { id: string; position: number; type: string; formId: string | null };

async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

async function demoTenant(t: TestApp): Promise<Tenant> {
  const [row] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
  if (!row) throw new Error("no demo");
  return { id: row.id, slug: row.slug };
}

async function form(
  t: TestApp,
  token: string,
  kind: "intake" | "evaluation",
  publish = true,
): Promise<string> {
  const definition = {
    locales: ["en"],
    title: { en: `${kind} form` },
    questions: [
      { id: "q1", questionType: "text", label: { en: "Your idea" }, validations: { required: true } },
    ],
  };
  const { id } = data<{ id: string }>(
    (await gqlAs(t.app, token, CREATE_FORM, { k: kind, d: definition })).body,
    "createForm",
  );
  if (publish) await gqlAs(t.app, token, PUBLISH_FORM, { id });
  return id;
}

let slugs = 0;
const funnelInput = (extra: Record<string, unknown> = {}) => ({
  type: "startup",
  name: "Spring cohort",
  displayName: { en: "Spring cohort 2027", fr: "Cohorte de printemps 2027" },
  slug: `spring-${Date.now().toString(36)}-${++slugs}`,
  ...extra,
});

describe.each(databaseKinds("both"))("funnel setup on %s", (kind) => {
  const t = useTestApp(kind);
  let admin = "";
  beforeAll(async () => {
    admin = await t.tokenOf("admin@demo.test");
  });

  it("creates a funnel with its intake round, orders rounds 1..n, checks e-mail templates and publishes", async () => {
    const intake = await form(t, admin, "intake");
    const evaluation = await form(t, admin, "evaluation", false);
    const coachId = await userId(t, "coach@demo.test");
    const funnel = data<{
      id: string;
      published: boolean;
      publicPath: string;
      rounds: Round[];
      slug: string;
    }>(
      (await gqlAs(t.app, admin, CREATE, { i: funnelInput({ intakeFormId: intake }) })).body,
      "createFunnel",
    );
    expect(funnel.published).toBe(false);
    expect(funnel.publicPath).toBe(`/apply/program/${funnel.slug}`);
    expect(funnel.rounds).toEqual([expect.objectContaining({ position: 1, type: "form", formId: intake })]);

    // An intake form is not an evaluation form: refused per field, nothing written.
    const wrong = await gqlAs(t.app, admin, SAVE_ROUND, {
      f: funnel.id,
      i: { type: "evaluation", name: { en: "Review" }, formId: intake },
    });
    expect(errorOf(wrong.body)?.name).toBe("ValidationError");
    expect(JSON.stringify(errorOf(wrong.body)?.fieldErrors)).toContain("formId");

    data(
      (
        await gqlAs(t.app, admin, SAVE_ROUND, {
          f: funnel.id,
          i: { type: "evaluation", name: { en: "Review" }, formId: evaluation, blind: true },
        })
      ).body,
      "saveRound",
    );
    const rounds = data<Round[]>(
      (
        await gqlAs(t.app, admin, SAVE_ROUND, {
          f: funnel.id,
          i: {
            type: "meeting",
            name: { en: "Interview" },
            meeting: { durationMinutes: 30, mode: "online", hostIds: [coachId] },
          },
        })
      ).body,
      "saveRound",
    );
    expect(rounds.map((r) => [r.position, r.type])).toEqual([
      [1, "form"],
      [2, "evaluation"],
      [3, "meeting"],
    ]);
    const meeting = rounds[2] as Round;
    const moved = data<Round[]>(
      (await gqlAs(t.app, admin, MOVE, { id: meeting.id, p: 2 })).body,
      "moveRound",
    );
    expect(moved.map((r) => [r.id, r.position])).toEqual([
      [rounds[0]?.id, 1],
      [meeting.id, 2],
      [rounds[1]?.id, 3],
    ]);
    // Round 1 stays first.
    const fixed = await gqlAs(t.app, admin, MOVE, { id: rounds[0]?.id, p: 3 });
    expect(errorOf(fixed.body)).toMatchObject({ name: "ConflictError", reason: "ROUND_FIXED" });

    // Merge tags: known ones pass, an unknown variable or an include is refused per language.
    const email = {
      kind: "invitation",
      subject: { en: "Hello {{ applicant.firstName }}" },
      timing: "scheduled",
      delayHours: 24,
    };
    const refused = await gqlAs(t.app, admin, SAVE_EMAIL, {
      r: meeting.id,
      i: {
        ...email,
        body: { en: "Book: {{ meeting.link }}", fr: "{% include 'secrets' %} {{ applicant.password }}" },
      },
    });
    expect(errorOf(refused.body)?.name).toBe("ValidationError");
    expect(errorOf(refused.body)?.fieldErrors).toEqual([expect.objectContaining({ path: "body.fr" })]);
    const saved = data<{ kind: string; delayHours: number }[]>(
      (
        await gqlAs(t.app, admin, SAVE_EMAIL, {
          r: meeting.id,
          i: { ...email, body: { en: "Book: {{ meeting.link }}" } },
        })
      ).body,
      "saveRoundEmail",
    );
    expect(saved).toEqual([expect.objectContaining({ kind: "invitation", delayHours: 24 })]);
    const twice = await gqlAs(t.app, admin, SAVE_EMAIL, {
      r: meeting.id,
      i: { ...email, body: { en: "Again" } },
    });
    expect(errorOf(twice.body)?.reason).toBe("ROUND_EMAIL_EXISTS");
    const rejection = {
      kind: "rejection",
      subject: { en: "Sorry" },
      body: { en: "{{ reviewerComments }}" },
      timing: "now",
    };
    const noReason = await gqlAs(t.app, admin, SAVE_EMAIL, { r: meeting.id, i: rejection });
    expect(JSON.stringify(errorOf(noReason.body)?.fieldErrors)).toContain("reason");
    for (const reason of ["Not a fit", "Too early"])
      data(
        (
          await gqlAs(t.app, admin, SAVE_EMAIL, {
            r: meeting.id,
            i: { ...rejection, reason: { en: reason } },
          })
        ).body,
        "saveRoundEmail",
      );

    // Publishing needs every round's form published.
    const unpublished = await gqlAs(t.app, admin, UPDATE, { id: funnel.id, i: { published: true } });
    expect(errorOf(unpublished.body)?.fieldErrors).toEqual([
      expect.objectContaining({ path: "rounds.3.formId" }),
    ]);
    await gqlAs(t.app, admin, PUBLISH_FORM, { id: evaluation });
    expect(
      data<{ published: boolean }>(
        (await gqlAs(t.app, admin, UPDATE, { id: funnel.id, i: { published: true } })).body,
        "updateFunnel",
      ).published,
    ).toBe(true);

    const read = data<{ rounds: { position: number; emails: { kind: string }[] }[] }>(
      (
        await gqlAs(
          t.app,
          admin,
          "query Q($id: ID!) { funnel(id: $id) { rounds { position emails { kind } } } }",
          { id: funnel.id },
        )
      ).body,
      "funnel",
    );
    expect(read.rounds[1]?.emails.map((e) => e.kind).sort()).toEqual([
      "invitation",
      "rejection",
      "rejection",
    ]);

    // The last round can go; the others are numbered again.
    const after = data<Round[]>(
      (await gqlAs(t.app, admin, DELETE_ROUND, { id: meeting.id })).body,
      "deleteRound",
    );
    expect(after.map((r) => r.position)).toEqual([1, 2]);
  });
});

describe.each(databaseKinds("both"))("funnel rules on %s", (kind) => {
  const t = useTestApp(kind);
  let admin = "";
  beforeAll(async () => {
    admin = await t.tokenOf("admin@demo.test");
  });

  it("refuses a taken slug and a funnel past the plan's limit", async () => {
    const first = data<{ slug: string }>(
      (await gqlAs(t.app, admin, CREATE, { i: funnelInput() })).body,
      "createFunnel",
    );
    const taken = await gqlAs(t.app, admin, CREATE, { i: funnelInput({ slug: first.slug }) });
    expect(errorOf(taken.body)).toMatchObject({ name: "ConflictError", reason: "SLUG_TAKEN" });
    const bad = await gqlAs(t.app, admin, CREATE, { i: funnelInput({ slug: "Not A Slug!" }) });
    expect(errorOf(bad.body)?.name).toBe("ValidationError");

    const current = async () =>
      data<{ limits: { name: string; current: number }[] }>(
        (await gqlAs(t.app, admin, "{ planInfo { limits { name current } } }")).body,
        "planInfo",
      ).limits.find((l) => l.name === "funnel")?.current ?? -1;
    const count = await current();
    expect(count).toBeGreaterThanOrEqual(1);
    const [org] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const plan = org?.plan ?? (await import("@launchpad/domain")).DEFAULT_PLAN;
    await t.database.db
      .update(incubators)
      .set({ plan: { ...plan, limits: { ...plan.limits, funnel: count } } })
      .where(eq(incubators.slug, "demo"));
    try {
      const over = await gqlAs(t.app, admin, CREATE, { i: funnelInput() });
      expect(errorOf(over.body)).toMatchObject({ name: "LimitReachedError", limit: "funnel" });
      expect(await current()).toBe(count);
    } finally {
      await t.database.db
        .update(incubators)
        .set({ plan: org?.plan ?? null })
        .where(eq(incubators.slug, "demo"));
    }
  });

  it("lets a funnel admin without the keys edit their funnel only; staff may not delete", async () => {
    const coach = await t.tokenOf("coach@demo.test"); // Coaches hold no FUNNEL key by default.
    const staff = await t.tokenOf("staff@demo.test"); // Staff: every FUNNEL key but DELETE.
    const mine = data<{ id: string }>(
      (await gqlAs(t.app, admin, CREATE, { i: funnelInput() })).body,
      "createFunnel",
    );
    const other = data<{ id: string }>(
      (await gqlAs(t.app, admin, CREATE, { i: funnelInput() })).body,
      "createFunnel",
    );
    const before = await gqlAs(t.app, coach, UPDATE, { id: mine.id, i: { name: "Coach's" } });
    expect(errorOf(before.body)?.name).toBe("NotFoundError");

    const coachId = await userId(t, "coach@demo.test");
    const founderId = await userId(t, "founder@demo.test");
    const notTeam = await gqlAs(
      t.app,
      admin,
      "mutation M($f: ID!, $u: [ID!]!) { setFunnelAdmins(funnelId: $f, userIds: $u) { id } }",
      { f: mine.id, u: [founderId] },
    );
    expect(errorOf(notTeam.body)?.name).toBe("ValidationError");
    data(
      (
        await gqlAs(
          t.app,
          admin,
          "mutation M($f: ID!, $u: [ID!]!) { setFunnelAdmins(funnelId: $f, userIds: $u) { id admins { id } } }",
          { f: mine.id, u: [coachId] },
        )
      ).body,
      "setFunnelAdmins",
    );

    expect(
      data<{ name: string }>(
        (await gqlAs(t.app, coach, UPDATE, { id: mine.id, i: { name: "Coach's" } })).body,
        "updateFunnel",
      ).name,
    ).toBe("Coach's");
    const listed = data<{ id: string }[]>((await gqlAs(t.app, coach, "{ funnels { id } }")).body, "funnels");
    expect(listed.map((f) => f.id)).toEqual([mine.id]);
    expect(errorOf((await gqlAs(t.app, coach, UPDATE, { id: other.id, i: { name: "x" } })).body)?.name).toBe(
      "NotFoundError",
    );

    expect(
      errorOf(
        (await gqlAs(t.app, staff, "mutation M($id: ID!) { deleteFunnel(id: $id) }", { id: other.id })).body,
      )?.name,
    ).toBe("ForbiddenError");
    // The coach administers `mine`: they keep FUNNEL:DELETE's right on it too.
    expect(
      data<boolean>(
        (await gqlAs(t.app, coach, "mutation M($id: ID!) { deleteFunnel(id: $id) }", { id: mine.id })).body,
        "deleteFunnel",
      ),
    ).toBe(true);
  });

  it("keeps a funnel with submitted applications; the deadline job closes funnels and archives their drafts", async () => {
    const tenant = await demoTenant(t);
    const applicantId = await userId(t, "applicant@demo.test");
    const founderId = await userId(t, "founder@demo.test");
    const funnel = data<{ id: string; rounds: Round[] }>(
      (await gqlAs(t.app, admin, CREATE, { i: funnelInput() })).body,
      "createFunnel",
    );
    const roundId = funnel.rounds[0]?.id ?? null;
    const [draft, submitted] = await t.database.db
      .insert(applications)
      .values([
        { incubatorId: tenant.id, funnelId: funnel.id, applicantId, roundId, status: "draft" },
        {
          incubatorId: tenant.id,
          funnelId: funnel.id,
          applicantId: founderId,
          roundId,
          status: "under_review",
        },
      ])
      .returning();
    const kept = await gqlAs(t.app, admin, "mutation M($id: ID!) { deleteFunnel(id: $id) }", {
      id: funnel.id,
    });
    expect(errorOf(kept.body)).toMatchObject({ name: "ConflictError", reason: "FUNNEL_HAS_APPLICATIONS" });

    const deadline = "2030-01-01T12:00:00.000Z";
    data((await gqlAs(t.app, admin, UPDATE, { id: funnel.id, i: { deadline } })).body, "updateFunnel");
    const ctx = (now: string) => ({
      db: t.database.forTenant(tenant.id),
      tenant,
      clock: { now: () => new Date(now) },
    });
    const closedAt = async () =>
      (await t.database.db.select().from(funnels).where(eq(funnels.id, funnel.id)))[0]?.closedAt ?? null;
    await closeFunnelsPastDeadline(ctx("2030-01-01T11:59:00Z")); // (the demo's funnels may close)
    expect(await closedAt()).toBeNull();
    const closed = await closeFunnelsPastDeadline(ctx("2030-01-01T12:10:00Z"));
    expect(closed.drafts).toBeGreaterThanOrEqual(1);
    expect((await closedAt())?.toISOString()).toBe("2030-01-01T12:10:00.000Z");
    const apps = await t.database.db.select().from(applications).where(eq(applications.funnelId, funnel.id));
    expect(apps.find((a) => a.id === draft?.id)?.archivedAt).not.toBeNull();
    expect(apps.find((a) => a.id === submitted?.id)?.archivedAt).toBeNull();
    const activity = await t.database.db
      .select()
      .from(applicationActivities)
      .where(
        and(
          eq(applicationActivities.applicationId, draft?.id ?? ""),
          eq(applicationActivities.kind, "archived"),
        ),
      );
    expect(activity).toHaveLength(1);
    // Run again: nothing more happens.
    expect(await closeFunnelsPastDeadline(ctx("2030-01-01T12:25:00Z"))).toEqual({ funnels: 0, drafts: 0 });
    // A later deadline re-opens it.
    const reopened = data<{ closedAt: string | null }>(
      (await gqlAs(t.app, admin, UPDATE, { id: funnel.id, i: { deadline: "2999-01-01T00:00:00Z" } })).body,
      "updateFunnel",
    );
    expect(reopened.closedAt).toBeNull();
  });
});
