import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators, notifications, startups, timelinePosts, users } from "../../db/schema/index.ts";
import { serviceContext } from "../../service-context.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { addTimelinePost, timelineForExport } from "./index.ts";

/**
 * The startup timeline (docs/timeline.md) through GraphQL on both database kinds: keyset
 * paging over 5,000 posts while posts arrive, private comments, notifications, rights,
 * the other kinds' data and the door.
 */
const PAGE = `query P($id: ID!, $cursor: String, $types: [TimelinePostFilter!], $limit: Int) {
  startupEventTimeline(startupId: $id, cursor: $cursor, types: $types, limit: $limit) {
    nextCursor viewerMay { post postPrivate pin }
    pinned { ... on Event { id message } }
    results { __typename
      ... on Event { id message isPublic isPinned eventType createdBy { id roleType } attachments { name fileType pdfUrl } viewerCanEdit viewerCanDelete }
      ... on EmailThreadPost { id emailMessage { subject numberOfTimesOpened isBounced } }
      ... on CoachingSessionPost { id sessionName coachs { fullName } staffEditor }
      ... on TopLevelDataSubmittedEvent { id dataItems { value metric { name } change } }
    } } }`;
const CREATE = `mutation C($input: CreateTimelinePostInput!) { createTimelinePost(input: $input) { id isPublic eventType attachments { name pdfUrl } } }`;
const UPDATE = `mutation U($input: UpdateTimelinePostInput!) { updateTimelinePost(input: $input) { id message } }`;
const DELETE = `mutation D($id: ID!) { deleteTimelinePost(id: $id) }`;
const PIN = `mutation P($id: ID!, $pinned: Boolean!) { pinTimelinePost(id: $id, pinned: $pinned) { ... on Event { id isPinned } } }`;
const USER = `query U($id: ID!, $cursor: String) { userTimeline(userId: $id, cursor: $cursor) { nextCursor results { ... on Event { id message } } } }`;

type Post = { __typename: string; id: string; message?: string; [k: string]: unknown };
type Page = {
  nextCursor: string | null;
  pinned: Post[];
  results: Post[];
  viewerMay: Record<string, boolean>;
};

const errorName = (body: GraphQLBody) => body.errors?.[0]?.extensions?.name;

describe.each(databaseKinds("both"))("startup timeline on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;
  const call = async (token: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, token, query, variables)).body;
  const ok = <T>(body: GraphQLBody, field: string): T => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return (body.data as Record<string, T>)[field] as T;
  };
  const page = async (token: string, variables: Record<string, unknown>) =>
    ok<Page>(await call(token, PAGE, variables), "startupEventTimeline");

  async function demo() {
    const [tenant] = await db().select().from(incubators).where(eq(incubators.slug, "demo"));
    const [nimbus] = await db()
      .select()
      .from(startups)
      .where(and(eq(startups.incubatorId, tenant?.id ?? ""), eq(startups.name, "Nimbus Analytics")));
    const people = await db()
      .select()
      .from(users)
      .where(
        inArray(users.email, [
          "founder@demo.test",
          "cofounder2@demo.test",
          "coach@demo.test",
          "staff@demo.test",
        ]),
      );
    const id = (email: string) => people.find((p) => p.email === email)?.id ?? "";
    const ctx = serviceContext({
      db: t.database.forTenant(tenant?.id ?? ""),
      tenant: { id: tenant?.id ?? "", slug: "demo" },
    });
    return { tenantId: tenant?.id ?? "", startupId: nimbus?.id ?? "", id, ctx };
  }

  async function notified(userId: string, type: string) {
    return db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  }

  async function upload(token: string, file: Buffer, filename: string, type: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)], { type }), filename);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/attachment/upload",
      headers: {
        host: "localhost",
        "content-type": request.headers.get("content-type") ?? "",
        authorization: `Bearer ${token}`,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { attachment: { id: string } }).attachment.id;
  }

  it("has the demo's posts: a pinned update, a private comment for staff only, and every kind", async () => {
    const { startupId } = await demo();
    const [staff, founder] = await Promise.all([
      t.tokenOf("staff@demo.test"),
      t.tokenOf("founder@demo.test"),
    ]);
    const ofStaff = await page(staff, { id: startupId, limit: 100 });
    expect(ofStaff.pinned.map((p) => p.message)).toContainEqual(expect.stringContaining("pre-seed round"));
    const kinds = new Set(ofStaff.results.map((r) => r.__typename));
    expect(kinds).toEqual(
      new Set([
        "Event",
        "EmailThreadPost",
        "CoachingSessionPost",
        "CoachingInvitePost",
        "TopLevelDataSubmittedEvent",
        "DataDueEvent",
        "DataCategorizationUpdate",
        "DataCategorizationSkip",
      ]),
    );
    const secret = ofStaff.results.find((r) => r.isPublic === false);
    expect(secret?.message).toContain("Runway");
    const ofFounder = await page(founder, { id: startupId, limit: 100 });
    expect(ofFounder.results.map((r) => r.id)).not.toContain(secret?.id);
  });

  it("pages 5,000 posts newest first with no duplicate or gap while posts arrive between pages", async () => {
    const { tenantId } = await demo();
    const [startup] = await db()
      .insert(startups)
      .values({ incubatorId: tenantId, name: `Paging ${kind}` })
      .returning();
    const startupId = startup?.id ?? "";
    // Three posts share each millisecond (and a microsecond part), so the id breaks ties.
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      incubatorId: tenantId,
      startupId,
      kind: "Event" as const,
      eventType: "comment" as const,
      message: `post ${i}`,
      createdAt: new Date(base + Math.floor(i / 3)),
    }));
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      const made = await db()
        .insert(timelinePosts)
        .values(rows.slice(i, i + 1000))
        .returning({ id: timelinePosts.id });
      ids.push(...made.map((r) => r.id));
    }
    const admin = await t.tokenOf("admin@demo.test");
    const seen: string[] = [];
    let cursor: string | null = null;
    let arrived = 0;
    for (let n = 0; n < 60; n++) {
      const p = await page(admin, { id: startupId, cursor, limit: 100 });
      seen.push(...p.results.map((r) => r.id));
      // A post arrives between two pages: it is newer than the cursor, so later pages never show it.
      await db()
        .insert(timelinePosts)
        .values({ incubatorId: tenantId, startupId, kind: "Event", message: `new ${n}` });
      arrived++;
      cursor = p.nextCursor;
      if (!cursor) break;
    }
    expect(arrived).toBeGreaterThanOrEqual(50);
    // The first page saw none of the arrivals; each later page may not either.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => !ids.includes(id))).toEqual([]);
    expect(new Set(seen)).toEqual(new Set(ids));
    // Newest first; posts of the same instant by id, descending.
    const order = ids
      .map((id, i) => ({ id, at: rows[i]?.createdAt.getTime() ?? 0 }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(order);
  }, 120_000);

  it("hides private comments from the founders; staff and the assigned coach read them", async () => {
    const { startupId } = await demo();
    const [staff, coach, founder] = await Promise.all([
      t.tokenOf("staff@demo.test"),
      t.tokenOf("coach@demo.test"),
      t.tokenOf("founder@demo.test"),
    ]);
    const made = ok<{ id: string; isPublic: boolean }>(
      await call(staff, CREATE, { input: { startupId, message: "Runway worry: 4 months", isPublic: false } }),
      "createTimelinePost",
    );
    expect(made.isPublic).toBe(false);
    const ofStaff = await page(staff, { id: startupId });
    expect(ofStaff.viewerMay).toEqual({ post: true, postPrivate: true, pin: true });
    expect(ofStaff.results.map((r) => r.id)).toContain(made.id);
    expect((await page(coach, { id: startupId })).results.map((r) => r.id)).toContain(made.id);
    const ofFounder = await page(founder, { id: startupId });
    expect(ofFounder.viewerMay.postPrivate).toBe(false);
    expect(ofFounder.results.map((r) => r.id)).not.toContain(made.id);
    // The founder can neither write one nor reach it by id.
    expect(
      errorName(await call(founder, CREATE, { input: { startupId, message: "secret", isPublic: false } })),
    ).toBe("ForbiddenError");
    expect(errorName(await call(founder, PIN, { id: made.id, pinned: true }))).toBe("NotFoundError");
  });

  it("notifies the cofounders and the assigned staff of a post, never its author; a private one only staff", async () => {
    const { startupId, id } = await demo();
    const founder = await t.tokenOf("founder@demo.test");
    const before = {
      cofounder: (await notified(id("cofounder2@demo.test"), "newCommentStartup")).length,
      coach: (await notified(id("coach@demo.test"), "newCommentStartupStaff")).length,
      founder: (await notified(id("founder@demo.test"), "newCommentStartup")).length,
    };
    const pdf = await upload(founder, Buffer.from("%PDF-1.4\n%%EOF\n"), "deck.pdf", "application/pdf");
    const made = ok<{ eventType: string; attachments: { name: string; pdfUrl: string | null }[] }>(
      await call(founder, CREATE, {
        input: { startupId, message: "We closed our seed round", isUpdate: true, attachmentIds: [pdf] },
      }),
      "createTimelinePost",
    );
    expect(made.eventType).toBe("update");
    expect(made.attachments).toEqual([
      { name: "deck.pdf", pdfUrl: expect.stringContaining("/api/attachments/") },
    ]);
    const cofounderItems = await notified(id("cofounder2@demo.test"), "newCommentStartup");
    expect(cofounderItems.length).toBe(before.cofounder + 1);
    expect(cofounderItems.at(-1)?.payload).toMatchObject({ startupId, startupName: "Nimbus Analytics" });
    expect((await notified(id("coach@demo.test"), "newCommentStartupStaff")).length).toBe(before.coach + 1);
    expect((await notified(id("founder@demo.test"), "newCommentStartup")).length).toBe(before.founder);

    const staff = await t.tokenOf("staff@demo.test");
    ok(
      await call(staff, CREATE, { input: { startupId, message: "Private: check burn", isPublic: false } }),
      "createTimelinePost",
    );
    expect((await notified(id("cofounder2@demo.test"), "newCommentStartup")).length).toBe(
      before.cofounder + 1,
    );
    expect((await notified(id("coach@demo.test"), "newCommentStartupStaff")).length).toBe(before.coach + 2);
  });

  it("refuses bad input in one place and writes nothing", async () => {
    const { startupId } = await demo();
    const founder = await t.tokenOf("founder@demo.test");
    const count = async () =>
      (await db().select().from(timelinePosts).where(eq(timelinePosts.startupId, startupId))).length;
    const n = await count();
    const empty = await call(founder, CREATE, { input: { startupId, message: "   " } });
    expect(errorName(empty)).toBe("ValidationError");
    expect(empty.errors?.[0]?.extensions?.fields).toHaveProperty("message");
    const long = await call(founder, CREATE, { input: { startupId, message: "x".repeat(10_001) } });
    expect(errorName(long)).toBe("ValidationError");
    expect(
      errorName(
        await call(founder, CREATE, { input: { startupId, message: "u", isUpdate: true, isPublic: false } }),
      ),
    ).toBe("ValidationError");
    expect(
      errorName(
        await call(founder, CREATE, {
          input: { startupId, message: "m", attachmentIds: [crypto.randomUUID()] },
        }),
      ),
    ).toBe("ValidationError");
    expect(await count()).toBe(n);
    const badCursor = await call(founder, PAGE, { id: startupId, cursor: "bm90LWEtY3Vyc29y" });
    expect(errorName(badCursor)).toBe("ValidationError");
    expect(badCursor.errors?.[0]?.extensions?.fields).toHaveProperty("cursor");
    expect(errorName(await call(founder, PAGE, { id: startupId, limit: 0 }))).toBe("ValidationError");
  });

  it("lets the author edit, the author or a moderator delete, and readers pin (pinned apart, not in pages)", async () => {
    const { startupId } = await demo();
    const [founder, cofounder, admin, coach] = await Promise.all([
      t.tokenOf("founder@demo.test"),
      t.tokenOf("cofounder2@demo.test"),
      t.tokenOf("admin@demo.test"),
      t.tokenOf("coach@demo.test"),
    ]);
    const post = ok<{ id: string }>(
      await call(founder, CREATE, { input: { startupId, message: "First draft" } }),
      "createTimelinePost",
    );
    expect(errorName(await call(cofounder, UPDATE, { input: { id: post.id, message: "Hijack" } }))).toBe(
      "ForbiddenError",
    );
    expect(
      ok<{ message: string }>(
        await call(founder, UPDATE, { input: { id: post.id, message: "Final" } }),
        "updateTimelinePost",
      ).message,
    ).toBe("Final");
    ok(await call(coach, PIN, { id: post.id, pinned: true }), "pinTimelinePost");
    const first = await page(founder, { id: startupId });
    expect(first.pinned.map((p) => p.id)).toContain(post.id);
    expect(first.results.map((p) => p.id)).not.toContain(post.id);
    const mine = first.pinned.length ? await page(founder, { id: startupId, limit: 1 }) : first;
    expect(mine.pinned.map((p) => p.id)).toContain(post.id);
    expect(errorName(await call(cofounder, DELETE, { id: post.id }))).toBe("ForbiddenError");
    expect(errorName(await call(coach, DELETE, { id: post.id }))).toBe("ForbiddenError");
    expect(ok<string>(await call(admin, DELETE, { id: post.id }), "deleteTimelinePost")).toBe(post.id);
    expect(errorName(await call(founder, UPDATE, { input: { id: post.id, message: "gone" } }))).toBe(
      "NotFoundError",
    );
  });

  it("reads a startup out of scope as not found, and a person's timeline only where the viewer may read", async () => {
    const { tenantId, startupId, id } = await demo();
    const [greenloop] = await db()
      .select()
      .from(startups)
      .where(and(eq(startups.incubatorId, tenantId), eq(startups.name, "GreenLoop")));
    const [coach, founder, staff] = await Promise.all([
      t.tokenOf("coach@demo.test"),
      t.tokenOf("founder@demo.test"),
      t.tokenOf("staff@demo.test"),
    ]);
    expect(errorName(await call(coach, PAGE, { id: greenloop?.id }))).toBe("NotFoundError");
    const elsewhere = ok<{ id: string }>(
      await call(staff, CREATE, { input: { startupId: greenloop?.id, message: "GreenLoop note" } }),
      "createTimelinePost",
    );
    const onNimbus = ok<{ id: string }>(
      await call(staff, CREATE, { input: { startupId, message: "Nimbus note" } }),
      "createTimelinePost",
    );
    const secret = ok<{ id: string }>(
      await call(staff, CREATE, { input: { startupId, message: "Nimbus secret", isPublic: false } }),
      "createTimelinePost",
    );
    const read = async (token: string) =>
      ok<{ results: Post[] }>(
        await call(token, USER, { id: id("staff@demo.test") }),
        "userTimeline",
      ).results.map((r) => r.id);
    const byFounder = await read(founder);
    expect(byFounder).toContain(onNimbus.id);
    expect(byFounder).not.toContain(elsewhere.id);
    expect(byFounder).not.toContain(secret.id);
    const byStaff = await read(staff);
    expect(byStaff).toEqual(expect.arrayContaining([onNimbus.id, elsewhere.id, secret.id]));
  });

  it("shows the other kinds from their data; e-mail meta and staff notes only to those allowed; the export door", async () => {
    const { startupId, ctx, id } = await demo();
    const c = ctx;
    await addTimelinePost(c, {
      startupId,
      kind: "EmailThreadPost",
      data: {
        emailMessage: { subject: "Investor intro", numberOfTimesOpened: 3, isBounced: false, recipients: [] },
      },
    });
    await addTimelinePost(c, {
      startupId,
      kind: "CoachingSessionPost",
      createdBy: id("coach@demo.test"),
      data: {
        sessionName: "Pricing review",
        coachs: [{ fullName: "Carla Coach" }],
        staffEditor: "Team is tired",
      },
    });
    await addTimelinePost(c, {
      startupId,
      kind: "TopLevelDataSubmittedEvent",
      data: { dataItems: [{ value: 12000, metric: { name: "MRR" }, metadata: { change: "+8%" } }] },
    });
    const [admin, coach, founder] = await Promise.all([
      t.tokenOf("admin@demo.test"),
      t.tokenOf("coach@demo.test"),
      t.tokenOf("founder@demo.test"),
    ]);
    // The newest post of each kind (the demo's older ones follow).
    const kinds = (p: Page) => Object.fromEntries([...p.results].reverse().map((r) => [r.__typename, r]));
    const ofAdmin = kinds(await page(admin, { id: startupId, types: ["emails", "coaching", "metrics"] }));
    expect(ofAdmin.EmailThreadPost?.emailMessage).toEqual({
      subject: "Investor intro",
      numberOfTimesOpened: 3,
      isBounced: false,
    });
    expect(ofAdmin.CoachingSessionPost).toMatchObject({
      sessionName: "Pricing review",
      staffEditor: "Team is tired",
    });
    expect(ofAdmin.TopLevelDataSubmittedEvent?.dataItems).toEqual([
      { value: 12000, metric: { name: "MRR" }, change: "+8%" },
    ]);
    const asked = ["CoachingInvitePost", "CoachingSessionPost", "DataDueEvent", "EmailThreadPost"];
    asked.push("NonTopLevelDataSubmittedEvent", "TopLevelDataSubmittedEvent");
    expect(Object.keys(ofAdmin).filter((k) => !asked.includes(k))).toEqual([]);
    const ofCoach = kinds(await page(coach, { id: startupId, types: ["emails"] }));
    expect(ofCoach.EmailThreadPost?.emailMessage).toMatchObject({
      numberOfTimesOpened: null,
      isBounced: null,
    });
    const ofFounder = kinds(await page(founder, { id: startupId, types: ["coaching"] }));
    expect(ofFounder.CoachingSessionPost).toMatchObject({ staffEditor: null });

    const exported = await timelineForExport(ctx, startupId, { includePrivate: false });
    expect(exported.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["EmailThreadPost", "CoachingSessionPost"]),
    );
    expect(exported.every((e) => e.isPublic)).toBe(true);
  });
});
