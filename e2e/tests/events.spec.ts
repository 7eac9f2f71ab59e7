import { deflateSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { journeyGraphql } from "./support/journey-graphql.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * Incubator events (issue 15's Done-when): staff create and publish a group event with a
 * cover and a topic, limited to the Spring 2026 Cohort; founder@ (in it) registers,
 * founder3@ (GreenLoop's founder, outside it) does not see it. Then an event open to all
 * founders with two seats, filled by founder@ and cofounder2@: a third founder (founder3@)
 * joins the waitlist, is offered the seat founder@ frees and accepts it; the list and the
 * event in Arabic. Each journey deletes the events it made.
 */
const gqlAs = journeyGraphql("JourneyEvents");

const deleteEvent = (api: APIRequestContext, id: string) =>
  gqlAs(api, "staff", "mutation JourneyEvents($id: ID!) { deleteIncubatorEvent(id: $id) }", { id });

/** A PNG of one colour (a cover image the server sniffs and resizes). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([47, 158, 68]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Picks an option of a Mantine multi-select by the field's test id. */
async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option }).click();
  await page.keyboard.press("Escape");
}

test("staff publish a group event for one programme: a founder in it registers, a founder outside does not see it", async ({
  asUser,
}, testInfo) => {
  const api = await tenantApi();
  const title = `Investor pitch clinic ${Date.now()}`;
  const staff = await asUser("staff", { startAt: "/events/new" });
  // The editor's texts load with it: the form shows once they have.
  await expect(staff.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(staff, "/events/new");
  await staff.getByLabel("Title").fill(title);
  await staff.getByRole("textbox", { name: /^Capacity/ }).fill("2");
  await pick(staff, "visibility-startupPrograms-is", "Spring 2026 Cohort");
  await pick(staff, "event-topics-picker", "Fundraising");
  await staff
    .getByTestId("file-upload-zone")
    .first()
    .locator("input[type=file]")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png(320, 140) });
  await expect(staff.getByTestId("event-cover-preview")).toBeVisible();
  // A link attachment, made when added and claimed with the event.
  const links = staff.getByTestId("event-links");
  await links.getByLabel(/^Link name/).fill("Term sheet primer");
  await links.getByLabel(/^Link address/).fill("https://example.com/term-sheet");
  await links.getByRole("button", { name: "Add the link" }).click();
  await expect(links.getByRole("link", { name: "Term sheet primer" })).toBeVisible();
  await links.screenshot({ path: testInfo.outputPath("event-editor-links-en.png") });
  await staff.getByRole("radio", { name: "Published" }).check();
  await staff.getByRole("button", { name: "Create the event" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(staff.getByTestId("event-cover")).toBeVisible();
  await expect(
    staff.getByTestId("event-attachments").getByRole("link", { name: "Term sheet primer" }),
  ).toHaveAttribute("href", "https://example.com/term-sheet");
  const id = new URL(staff.url()).pathname.split("/").pop() ?? "";
  await staff.screenshot({ path: testInfo.outputPath("event-staff-en.png"), fullPage: true });

  const founder = await asUser("founder", { startAt: `/events?q=${encodeURIComponent(title)}` });
  const card = founder.getByTestId("event-card").filter({ hasText: title });
  await expect(card).toContainText("Fundraising");
  await expect(card).toContainText("2 seats left");
  await card.getByRole("link", { name: title }).click();
  await founder.getByTestId("event-register").click();
  await expect(founder.getByText("You are registered for this event.")).toBeVisible();
  await expect(founder.getByTestId("event-seats")).toHaveText("1 seat left");
  await expectNoSeriousA11yViolations(founder, "/events/:id");

  const outsider = await asUser("founder3", { startAt: `/events?q=${encodeURIComponent(title)}` });
  await expect(outsider.getByTestId("events-empty")).toBeVisible();
  await outsider.goto(`/events/${id}`);
  await expect(outsider.getByText("This event does not exist or you may not see it.")).toBeVisible();
  await deleteEvent(api, id);
});

test("a full event: a third founder joins the waitlist and takes the seat offered when one frees (and the pages in Arabic)", async ({
  asUser,
}, testInfo) => {
  const api = await tenantApi();
  const title = `Board meeting prep ${Date.now()}`;
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const created = (await gqlAs(
    api,
    "staff",
    "mutation JourneyEvents($input: CreateIncubatorEventInput!) { createIncubatorEvent(input: $input) { id } }",
    {
      input: {
        eventType: "GROUP",
        title,
        description: "Bring your latest numbers.",
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
        timezone: "Europe/Berlin",
        capacity: 2,
        status: "PUBLISHED",
        location: { text: "Room 2, Launch House", link: null },
        // Open to every founder, of any startup or programme.
        visibility: { userRoles: { is: ["Cofounder"], isNot: [] } },
      },
    },
  )) as { createIncubatorEvent: { id: string } };
  const id = created.createIncubatorEvent.id;
  const register = (local: string) =>
    gqlAs(
      api,
      local,
      "mutation JourneyEvents($id: ID!) { registerForIncubatorEvent(incubatorEventId: $id) { id status } }",
      {
        id,
      },
    ) as Promise<{ registerForIncubatorEvent: { id: string; status: string } }>;
  const founder = await register("founder");
  await register("cofounder2");

  const third = await asUser("founder3", { startAt: `/events/${id}` });
  await expect(third.getByTestId("event-seats")).toHaveText("Full");
  await third.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(third.getByText(/You are on the waitlist/)).toBeVisible();

  // founder@ gives up their seat: it is offered to the first on the waitlist.
  await gqlAs(
    api,
    "founder",
    "mutation JourneyEvents($id: ID!, $a: ID!) { cancelIncubatorEventAttendee(incubatorEventId: $id, eventAttendeeId: $a) { id } }",
    { id, a: founder.registerForIncubatorEvent.id },
  );
  await third.reload();
  await expect(third.getByText(/A seat is yours if you accept it by/)).toBeVisible();
  await third.getByRole("button", { name: "Accept the seat" }).click();
  await expect(third.getByText("You are registered for this event.")).toBeVisible();

  await third.context().addCookies([{ name: "lang_pref", value: "ar", url: new URL(third.url()).origin }]);
  await third.reload();
  await expect(third.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(third.getByText("أنت مسجَّل في هذه الفعالية.")).toBeVisible();
  await expectNoSeriousA11yViolations(third, "/events/:id (ar)");
  await third.screenshot({ path: testInfo.outputPath("event-page-ar.png"), fullPage: true });
  await third.goto("/events");
  await expect(third.getByTestId("event-card").filter({ hasText: title })).toBeVisible();
  await third.screenshot({ path: testInfo.outputPath("events-list-ar.png"), fullPage: true });
  await deleteEvent(api, id);
});
