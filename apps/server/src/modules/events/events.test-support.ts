import { type SQL, sql } from "drizzle-orm";
import { expect } from "vitest";
import { gqlAs } from "../../test/auth-helpers.ts";
import type { TestFixture } from "../../test/fixture.ts";
import type { GraphQLBody } from "../../test/harness.ts";

/** Shared by the events module's integration tests (not a test file itself). */
export const errorOf = (body: GraphQLBody) => body.errors?.[0];
export const HOUR = 3_600_000;

export const EVENT_FIELDS = `id eventType title status capacity startTime endTime seatsLeft noOfBookings
  registeredCount waitlistCount viewerCanEdit viewerCanDelete registrationClosesAt seriesId recurrence
  location { text link provider } topics { id name } tags { id name } hosts { id fullName }
  visibility { userRoles { is isNot } startupPrograms { is isNot } }
  viewerAttendee { id status offerExpiresAt waitlistPosition }`;

export const CREATE = `mutation ($input: CreateIncubatorEventInput!) { createIncubatorEvent(input: $input) { ${EVENT_FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: UpdateIncubatorEventInput!) { updateIncubatorEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
export const GET = `query ($id: ID!) { incubatorEvent(id: $id) { ${EVENT_FIELDS} } }`;
export const LIST = `query ($filter: IncubatorEventFilter) { incubatorEvents(filter: $filter) { nextCursor results { id title } } }`;
export const REGISTER = `mutation ($e: ID!) { registerForIncubatorEvent(incubatorEventId: $e) { id status userId: registrant { id } waitlistPosition offerExpiresAt } }`;
export const ACCEPT = `mutation ($e: ID!) { acceptIncubatorEventOffer(incubatorEventId: $e) { id status } }`;
export const CANCEL = `mutation ($e: ID!, $a: ID!) { cancelIncubatorEventAttendee(incubatorEventId: $e, eventAttendeeId: $a) { id status } }`;

export type EventData = {
  id: string;
  title: string;
  status: string;
  seatsLeft: number | null;
  registeredCount: number;
  waitlistCount: number;
  viewerCanEdit: boolean;
  viewerAttendee: {
    id: string;
    status: string;
    offerExpiresAt: string | null;
    waitlistPosition: number | null;
  } | null;
  [key: string]: unknown;
};

export function eventInput(overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 7 * 24 * HOUR;
  return {
    eventType: "GROUP",
    title: `Event ${Math.random().toString(36).slice(2, 8)}`,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 2 * HOUR).toISOString(),
    status: "PUBLISHED",
    ...overrides,
  };
}

export async function createEvent(t: TestFixture, token: string, overrides: Record<string, unknown> = {}) {
  const { body } = await gqlAs(t.app, token, CREATE, { input: eventInput(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data?.createIncubatorEvent as EventData;
}

/** One id by a query (the helpers read other modules' tables as SQL: no import of them here). */
async function one(t: TestFixture, query: SQL): Promise<string> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id as string;
}

export function demoTenantId(t: TestFixture, slug = "demo") {
  return one(t, sql`select id from incubators where slug = ${slug}`);
}

export async function idOf(t: TestFixture, email: string, slug = "demo") {
  return one(
    t,
    sql`select u.id from users u join incubators i on i.id = u.incubator_id where i.slug = ${slug} and u.email = ${email}`,
  );
}

export async function tagId(t: TestFixture, kind: string, name: string, slug = "demo") {
  return one(
    t,
    sql`select g.id from tags g join incubators i on i.id = g.incubator_id where i.slug = ${slug} and g.kind = ${kind} and g.name = ${name}`,
  );
}

export async function programId(t: TestFixture, name: string, slug = "demo") {
  return one(
    t,
    sql`select p.id from programs p join incubators i on i.id = p.incubator_id where i.slug = ${slug} and p.name = ${name}`,
  );
}

export async function startupId(t: TestFixture, name: string, slug = "demo") {
  return one(
    t,
    sql`select s.id from startups s join incubators i on i.id = s.incubator_id where i.slug = ${slug} and s.name = ${name}`,
  );
}

/** Makes `count` active users of a role in the demo tenant (e-mails `<prefix><n>@demo.test`). */
export async function makeUsers(t: TestFixture, prefix: string, count: number, roleType = "Cofounder") {
  const tenant = await demoTenantId(t);
  const role = await one(
    t,
    sql`select id from roles where incubator_id = ${tenant} and type = ${roleType} limit 1`,
  );
  const emails = Array.from({ length: count }, (_, n) => `${prefix}${n}@demo.test`);
  for (const [n, email] of emails.entries())
    await t.database.db.execute(
      sql`insert into users (incubator_id, role_id, email, first_name, last_name, status, validated) values (${tenant}, ${role}, ${email}, ${prefix}, ${String(n)}, 'active', true) on conflict do nothing`,
    );
  return emails;
}

/** Whether a user finds the event, in the list (by its title) and by id. */
export async function sees(t: TestFixture, token: string, event: { id: string; title: string }) {
  const list = await gqlAs(t.app, token, LIST, { filter: { search: event.title } });
  expect(list.body.errors).toBeUndefined();
  const inList =
    (list.body.data?.incubatorEvents as { results: { id: string }[] } | undefined)?.results.some(
      (r) => r.id === event.id,
    ) ?? false;
  const one = await gqlAs(t.app, token, GET, { id: event.id });
  const byId = one.body.data?.incubatorEvent != null;
  if (!byId) expect(errorOf(one.body)?.extensions?.name).toBe("NotFoundError");
  expect(byId).toBe(inList);
  return inList;
}
