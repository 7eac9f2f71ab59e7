import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators, users } from "../../db/schema/index.ts";
import { gql, gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { guidedTours } from "./guided-tours.tables.ts";

const TOUR = "query T($location: String!) { guidedTour(location: $location) { id name status } }";
const COMPLETE = "mutation C($id: ID!) { completeTour(id: $id) { id name status } }";
const COMPLETE_ALL =
  "mutation A($location: String!) { completeAllTours(location: $location) { id name status } }";

/** Demo accounts have completed every tour (the seed); these start afresh, as a new user would. */
const FRESH = ["founder@demo.test", "cofounder2@demo.test"];

describe.each(databaseKinds("both"))("guided tours on %s", (kind) => {
  const t = useTestApp(kind, {
    prepare: async (database) => {
      const fresh = await database.db.select({ id: users.id }).from(users).where(inArray(users.email, FRESH));
      await database.db.delete(guidedTours).where(
        inArray(
          guidedTours.userId,
          fresh.map((u) => u.id),
        ),
      );
    },
  });

  async function toursOf(email: string) {
    const rows = await t.database.db
      .select({ id: guidedTours.id, name: guidedTours.name, status: guidedTours.status })
      .from(guidedTours)
      .innerJoin(users, eq(users.id, guidedTours.userId))
      .where(eq(users.email, email));
    return Object.fromEntries(rows.map((r) => [r.name, r]));
  }

  it("shows a new user the tour of each page until they finish it", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const profile = await gqlAs(t.app, founder, TOUR, { location: "/profile" });
    expect(profile.body.errors).toBeUndefined();
    const tour = profile.body.data?.guidedTour as { id: string; name: string; status: string };
    expect(tour).toMatchObject({ name: "PROFILE", status: "AVAILABLE" });

    // The same tour below /profile/settings; the calendar's with a query string; none on /tasks.
    const settings = await gqlAs(t.app, founder, TOUR, { location: "/profile/settings/security/" });
    expect(settings.body.data?.guidedTour).toEqual(tour);
    const calendar = await gqlAs(t.app, founder, TOUR, { location: "/calendar?view=week" });
    expect(calendar.body.data?.guidedTour).toMatchObject({ name: "CALENDAR", status: "AVAILABLE" });
    expect((await gqlAs(t.app, founder, TOUR, { location: "/tasks" })).body.data?.guidedTour).toBeNull();

    const done = await gqlAs(t.app, founder, COMPLETE, { id: tour.id });
    expect(done.body.data?.completeTour).toEqual({ ...tour, status: "COMPLETED" });
    expect((await gqlAs(t.app, founder, TOUR, { location: "/profile" })).body.data?.guidedTour).toEqual({
      ...tour,
      status: "COMPLETED",
    });
    // Finishing one tour leaves the others as they were.
    expect((await toursOf("founder@demo.test")).CALENDAR?.status).toBe("AVAILABLE");
  });

  it("turns every tour off with 'Don't show me tours' and answers with the page's tour", async () => {
    const cofounder = await t.tokenOf("cofounder2@demo.test");
    const all = await gqlAs(t.app, cofounder, COMPLETE_ALL, { location: "/events" });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data?.completeAllTours).toMatchObject({ name: "EVENTS", status: "COMPLETED" });
    const rows = await toursOf("cofounder2@demo.test");
    expect(Object.keys(rows).sort()).toEqual(["AVAILABILITIES", "CALENDAR", "EVENTS", "PROFILE"]);
    expect(Object.values(rows).every((r) => r.status === "COMPLETED")).toBe(true);
    // A page without a tour: still all off, nothing to answer with.
    const elsewhere = await gqlAs(t.app, cofounder, COMPLETE_ALL, { location: "/tasks" });
    expect(elsewhere.body).toEqual({ data: { completeAllTours: null } });
  });

  it("shows demo accounts no tour", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const answer = await gqlAs(t.app, admin, TOUR, { location: "/availability" });
    expect(answer.body.data?.guidedTour).toMatchObject({ name: "AVAILABILITIES", status: "COMPLETED" });
  });

  it("refuses a location that is not a path, and callers who are not signed in", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const bad = await gqlAs(t.app, founder, TOUR, { location: "calendar" });
    expect(bad.body.errors?.[0]?.extensions?.name).toBe("ValidationError");
    const long = await gqlAs(t.app, founder, COMPLETE_ALL, { location: `/${"a".repeat(600)}` });
    expect(long.body.errors?.[0]?.extensions?.name).toBe("ValidationError");
    const anonymous = await gql(t.app, TOUR, { variables: { location: "/calendar" } });
    expect(anonymous.body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
  });
});

describe.each(databaseKinds("both"))("guided tours of others on %s", (kind) => {
  const t = useTestApp(kind);

  async function tourRow(email: string, slug: string, name: "PROFILE" | "CALENDAR") {
    const [row] = await t.database.db
      .select({ id: guidedTours.id, status: guidedTours.status, completedAt: guidedTours.completedAt })
      .from(guidedTours)
      .innerJoin(users, eq(users.id, guidedTours.userId))
      .innerJoin(incubators, eq(incubators.id, users.incubatorId))
      .where(and(eq(users.email, email), eq(incubators.slug, slug), eq(guidedTours.name, name)));
    if (!row) throw new Error(`no ${name} tour of ${email}`);
    return row;
  }

  it("finds neither another user's tour nor another organisation's, and changes neither", async () => {
    await t.database.db.update(guidedTours).set({ status: "AVAILABLE", completedAt: null });
    const coachTour = await tourRow("coach@demo.test", "demo", "CALENDAR");
    const orbitTour = await tourRow("founder@orbit.test", "orbit", "PROFILE");
    const founder = await t.tokenOf("founder@demo.test");
    for (const id of [coachTour.id, orbitTour.id, "not-a-uuid"]) {
      const answer = await gqlAs(t.app, founder, COMPLETE, { id });
      expect(answer.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    }
    expect(await tourRow("coach@demo.test", "demo", "CALENDAR")).toEqual(coachTour);
    expect(await tourRow("founder@orbit.test", "orbit", "PROFILE")).toEqual(orbitTour);
  });
});
