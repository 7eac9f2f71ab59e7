import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { gqlAs, postSignIn } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { dataField } from "../../test/harness.ts";
import { decodeQuotedPrintable, firstLink, lastEmailTo, startSmtpServer } from "../../test/mail.ts";

/** The headers and decoded content of a raw MIME message's text/calendar part. */
function calendarPart(raw: string): { headers: string; content: string } {
  const match = /^(Content-Type: text\/calendar.*?)\r?\n\r?\n(.*?)\r?\n--/ms.exec(raw);
  if (!match) throw new Error(`no text/calendar part in: ${raw}`);
  const headers = match[1] ?? "";
  const body = match[2] ?? "";
  const content = /^Content-Transfer-Encoding: base64/im.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : decodeQuotedPrintable(body);
  return { headers, content };
}

describe("e-mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestApp("pglite", {
    env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: "Demo <no-reply@demo.test>" }),
  });

  it("delivers the reset link in a real message, which completes the reset", async () => {
    const request = await t.app.inject({
      method: "POST",
      url: "/api/users/sendresetpassword",
      headers: { host: "orbit.localhost:3000", "content-type": "application/json" },
      payload: { email: "founder@orbit.test" },
    });
    expect(request.statusCode).toBe(200);
    await t.jobs.runDue();
    expect(smtp.messages).toHaveLength(1);
    const message = decodeQuotedPrintable(smtp.messages[0] ?? "");
    expect(message).toMatch(/^To: founder@orbit\.test/m);
    expect(message).toMatch(/^From: Demo <no-reply@demo\.test>/m);
    expect(message).toContain("Subject: Reset your Orbit Labs password");
    const link = firstLink(message);
    expect(link).toMatch(/^http:\/\/orbit\.localhost:3000\/reset\//);
    expect((await lastEmailTo(t.database, "founder@orbit.test")).deliveredAt).not.toBeNull();

    const token = new URL(link).pathname.split("/").pop();
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/users/resetpassword",
      headers: { host: "orbit.localhost:3000", "content-type": "application/json" },
      payload: { token, newPassword: "Deep-Space-Nine-9" },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await postSignIn(t.app, "founder@orbit.test", "Deep-Space-Nine-9", "orbit.localhost")).status,
    ).toBe(200);
  });

  it("writes e-mails in the recipient's language", async () => {
    await t.database.db.update(users).set({ language: "fr" }).where(eq(users.email, "coach@orbit.test"));
    await t.app.inject({
      method: "POST",
      url: "/api/users/sendresetpassword",
      headers: { host: "orbit.localhost", "content-type": "application/json" },
      payload: { email: "coach@orbit.test" },
    });
    expect((await lastEmailTo(t.database, "coach@orbit.test")).subject).toBe(
      "Réinitialisez votre mot de passe Orbit Labs",
    );
  });

  it("sends each attendee of a booking the meeting with an ICS attachment that parses", async () => {
    const founder = (await t.signIn("founder@demo.test")).token;
    const [coach] = await t.database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
    const now = Math.floor(Date.now() / 1000);
    const slots = await gqlAs(
      t.app,
      founder,
      `query S($ids: [ID!]!, $i: IntervalInput!) { getFreeSlotsByCustomerIds(customerIds: $ids, interval: $i, durationInMinutes: 30) { slots { start } } }`,
      { ids: [coach?.id], i: { start: now, end: now + 21 * 86_400 } },
    );
    const [slot] =
      dataField<{ slots: { start: number }[] }[]>(slots.body, "getFreeSlotsByCustomerIds")[0]?.slots ?? [];
    if (!slot) throw new Error("no slot");
    await t.jobs.runDue(); // earlier tests' e-mails are delivered before counting
    const sent = smtp.messages.length;
    const booked = await gqlAs(
      t.app,
      founder,
      "mutation B($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { ics } }",
      { i: { hostIds: [coach?.id], start: slot.start, durationInMinutes: 30 } },
    );
    const { ics } = dataField<{ ics: string }>(booked.body, "createCalendarEvent");
    await t.jobs.runDue();

    const messages = smtp.messages.slice(sent);
    expect(messages.map((m) => /^To: (.+)$/m.exec(m)?.[1]?.trim()).sort()).toEqual([
      "coach@demo.test",
      "founder@demo.test",
    ]);
    for (const message of messages) {
      const { headers, content } = calendarPart(message);
      expect(headers).toMatch(/method=REQUEST/);
      expect(headers).toMatch(/filename="?invite\.ics/);
      expect(content).toBe(ics);
      const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
      const dtstart = event?.getFirstPropertyValue("dtstart") as ICAL.Time;
      expect(dtstart.toUnixTime()).toBe(slot.start);
    }
    const delivered = await lastEmailTo(t.database, "founder@demo.test", "meetingScheduled");
    expect(delivered.deliveredAt).not.toBeNull();
  });
});
