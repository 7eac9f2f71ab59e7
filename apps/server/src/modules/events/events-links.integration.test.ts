import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { serviceContext } from "../../service-context.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { eventsCalendarSource } from "./calendar-source.service.ts";
import {
  createEvent,
  demoTenantId,
  errorOf,
  GET,
  HOUR,
  idOf,
  programId,
  REGISTER,
  UPDATE,
} from "./events.test-support.ts";
import { cancelEventBooking, eventForBooking, recordEventBooking } from "./index.ts";
import { publishReadyEvents } from "./pending-hosts.ts";

/** The events' links with the other modules: files (attachments), booking's door, calendars. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

describe.each(databaseKinds("sql"))("events with files, bookings and calendars on %s", (kind) => {
  const t = useTestApp(kind, { env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "launchpad-events-")) } });
  const token: Record<string, string> = {};
  let tenant = "";

  beforeAll(async () => {
    for (const who of ["staff", "founder", "community"]) token[who] = await t.tokenOf(`${who}@demo.test`);
    tenant = await demoTenantId(t);
  });

  const upload = async (who: string, use: string, file: Buffer, filename: string, type: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(file)], { type }), filename);
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/attachment/upload?use=${use}`,
      headers: {
        host: "localhost",
        authorization: `Bearer ${who}`,
        "content-type": request.headers.get("content-type") ?? "",
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { attachment: { id: string } }).attachment.id;
  };
  const get = (url: string, who: string) =>
    t.app.inject({ method: "GET", url, headers: { host: "localhost", authorization: `Bearer ${who}` } });

  it("claims a cover and files on save, and serves them to the event's audience only", async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const cover = await upload(token.staff as string, "cover", png, "cover.png", "image/png");
    const brief = await upload(token.staff as string, "attachment", PDF, "brief.pdf", "application/pdf");
    const spring = await programId(t, "Spring 2026 Cohort");
    const event = await createEvent(t, token.staff as string, {
      coverId: cover,
      attachmentIds: [brief],
      visibility: { startupPrograms: { is: [spring] } },
    });
    const FILES =
      "query ($id: ID!) { incubatorEvent(id: $id) { cover image attachmentFiles { id name fileUrl fileType } } }";
    const seen = (await gqlAs(t.app, token.founder as string, FILES, { id: event.id })).body.data
      ?.incubatorEvent as {
      cover: string;
      image: string;
      attachmentFiles: { id: string; name: string; fileUrl: string }[];
    };
    expect(seen.cover).toContain(cover);
    expect(seen.image).toContain("size=card");
    expect(seen.attachmentFiles).toMatchObject([
      { id: brief, name: "brief.pdf", fileType: "application/pdf" },
    ]);
    expect((await get(seen.cover, token.founder as string)).statusCode).toBe(200);
    expect((await get(seen.attachmentFiles[0]?.fileUrl as string, token.founder as string)).statusCode).toBe(
      200,
    );
    // The sized image's address is signed for those who may see the event (decision 025); the
    // original needs a token of someone who may.
    const original = `/api/attachments/${cover}/content`;
    expect((await get(original, token.founder as string)).statusCode).toBe(200);
    expect((await get(original, token.community as string)).statusCode).toBe(403);
    // Another user's upload cannot be claimed; nothing of the save is kept.
    const founderFile = await upload(
      token.founder as string,
      "attachment",
      PDF,
      "mine.pdf",
      "application/pdf",
    );
    const refused = await gqlAs(t.app, token.staff as string, UPDATE, {
      id: event.id,
      input: { title: "Not saved", attachmentIds: [brief, founderFile] },
    });
    expect(errorOf(refused.body)?.extensions?.name).toBe("ValidationError");
    expect(
      (await gqlAs(t.app, token.staff as string, GET, { id: event.id })).body.data?.incubatorEvent,
    ).toMatchObject({
      title: event.title,
    });
    // Dropping the cover and a file removes them.
    await gqlAs(t.app, token.staff as string, UPDATE, {
      id: event.id,
      input: { coverId: null, attachmentIds: [] },
    });
    const after = (await gqlAs(t.app, token.staff as string, FILES, { id: event.id })).body.data
      ?.incubatorEvent;
    expect(after).toMatchObject({ cover: null, attachmentFiles: [] });
  });

  it("gives booking a one-to-one event and counts its bookings", async () => {
    const coach = await idOf(t, "coach@demo.test");
    const founder = await idOf(t, "founder@demo.test");
    const event = await createEvent(t, token.staff as string, {
      eventType: "ONE_ON_ONE",
      hostIds: [coach],
      duration: 30,
      numberOfSessions: 1,
    });
    const ctx = serviceContext({
      db: t.database.forTenant(tenant),
      tenant: { id: tenant, slug: "demo" },
      viewer: { id: founder, roleType: "Cofounder", sessionId: "test" },
    });
    const seen = await eventForBooking(ctx, event.id);
    expect(seen).toMatchObject({
      id: event.id,
      hostIds: [coach],
      durationMinutes: 30,
      eventType: "ONE_ON_ONE",
    });
    const draft = await createEvent(t, token.staff as string, { status: "DRAFT", eventType: "ONE_ON_ONE" });
    expect(await eventForBooking(ctx, draft.id)).toBeNull();

    const meeting = "6f1d1c62-4d0e-4a55-9f57-5b0c8f3a9a01";
    await recordEventBooking(ctx, event.id, founder, meeting);
    await expect(
      recordEventBooking(ctx, event.id, founder, "6f1d1c62-4d0e-4a55-9f57-5b0c8f3a9a02"),
    ).rejects.toThrow(/sessions this event offers/);
    const count = async () =>
      (
        (await gqlAs(t.app, token.staff as string, GET, { id: event.id })).body.data?.incubatorEvent as
          | { noOfBookings: number }
          | undefined
      )?.noOfBookings;
    expect(await count()).toBe(1);
    expect(await cancelEventBooking(ctx, meeting)).toBe(true);
    expect(await cancelEventBooking(ctx, meeting)).toBe(false);
    expect(await count()).toBe(0);
  });

  it("holds a one-to-one event as pending while a host has no weekly hours, then publishes it", async () => {
    const coach = await idOf(t, "coach@demo.test");
    const staff = await idOf(t, "staff@demo.test");
    const event = await createEvent(t, token.staff as string, {
      eventType: "ONE_ON_ONE",
      hostIds: [coach, staff],
      duration: 30,
      status: "PUBLISHED",
    });
    expect(event.status).toBe("PENDING_HOST_AVAILABILITIES");
    const hidden = await gqlAs(t.app, token.founder as string, GET, { id: event.id });
    expect(errorOf(hidden.body)?.extensions?.name).toBe("NotFoundError");
    // Offered in the event's own hours, it needs none of the hosts'.
    const ownHours = await createEvent(t, token.staff as string, {
      eventType: "ONE_ON_ONE",
      hostIds: [staff],
      duration: 30,
      availability: { method: "EVENT_HOURS" },
    });
    expect(ownHours.status).toBe("PUBLISHED");

    const ctx = {
      ...serviceContext({ db: t.database.forTenant(tenant), tenant: { id: tenant, slug: "demo" } }),
      jobs: { enqueue: async () => {} },
    } as unknown as Parameters<typeof publishReadyEvents>[0];
    expect(await publishReadyEvents(ctx)).toBe(0);
    await t.database.db.execute(
      sql`insert into weekly_availability (incubator_id, user_id, weekday, start_minute, end_minute) values (${tenant}, ${staff}, 1, 540, 720)`,
    );
    expect(await publishReadyEvents(ctx)).toBeGreaterThanOrEqual(1);
    const seen = (await gqlAs(t.app, token.founder as string, GET, { id: event.id })).body.data
      ?.incubatorEvent as {
      status: string;
    } | null;
    expect(seen?.status).toBe("PUBLISHED");
    await t.database.db.execute(sql`delete from weekly_availability where user_id = ${staff}`);
  });

  it("puts registered group events in the attendee's calendar, with their ICS", async () => {
    const founder = await idOf(t, "founder@demo.test");
    const start = Date.now() + 3 * 24 * HOUR;
    const event = await createEvent(t, token.staff as string, {
      title: `Calendar ${kind}`,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
      location: { link: "https://teams.microsoft.com/l/meetup-join/abc" },
    });
    const ctx = serviceContext({
      db: t.database.forTenant(tenant),
      tenant: { id: tenant, slug: "demo" },
      viewer: { id: founder, roleType: "Cofounder", sessionId: "test" },
    });
    const window = [Math.floor(start / 1000) - 3600, Math.floor(start / 1000) + 7200] as const;
    expect((await eventsCalendarSource.itemsFor(ctx, [founder], ...window)).map((i) => i.id)).not.toContain(
      event.id,
    );
    const registered = await gqlAs(t.app, token.founder as string, REGISTER, { e: event.id });
    const attendeeId = (registered.body.data?.registerForIncubatorEvent as { id: string } | undefined)?.id;
    const [item] = (await eventsCalendarSource.itemsFor(ctx, [founder], ...window)).filter(
      (i) => i.id === event.id,
    );
    expect(item).toMatchObject({
      contextType: "IncubatorEvent",
      contextId: event.id,
      eventAttendeeId: attendeeId,
      link: `/events/${event.id}`,
      start: Math.floor(start / 1000),
      canCancel: true,
    });
    expect(item?.ics).toContain(`SUMMARY:Calendar ${kind}`);
    const unfolded = (item?.ics ?? "").replace(/\r\n /g, "");
    expect(unfolded).toMatch(/CONFERENCE;.*LABEL=Microsoft Teams.*:https:\/\/teams\.microsoft\.com/);
    expect((await eventsCalendarSource.itemById(ctx, event.id))?.id).toBe(event.id);
  });
});
