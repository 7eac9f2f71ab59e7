import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { postSignIn } from "../../test/auth-helpers.ts";
import { openTestDatabase, startTestApp, type TestApp } from "../../test/harness.ts";
import { decodeQuotedPrintable, firstLink, lastEmailTo, startSmtpServer } from "../../test/mail.ts";

describe("e-mail over SMTP", () => {
  let database: Database;
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await openTestDatabase("pglite");
    t = await startTestApp(database, { SMTP_URL: smtp.url, MAIL_FROM: "Demo <no-reply@demo.test>" });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await smtp.close();
  });

  it("delivers the reset link in a real message, which completes the reset", async () => {
    const request = await t.app.inject({
      method: "POST",
      url: "/api/users/sendresetpassword",
      headers: { host: "orbit.localhost:3000", "content-type": "application/json" },
      payload: { email: "founder@orbit.test" },
    });
    expect(request.statusCode).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const message = decodeQuotedPrintable(smtp.messages[0] ?? "");
    expect(message).toMatch(/^To: founder@orbit\.test/m);
    expect(message).toMatch(/^From: Demo <no-reply@demo\.test>/m);
    expect(message).toContain("Subject: Reset your Orbit Labs password");
    const link = firstLink(message);
    expect(link).toMatch(/^http:\/\/orbit\.localhost:3000\/reset\//);
    expect((await lastEmailTo(database, "founder@orbit.test")).deliveredAt).not.toBeNull();

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
    await database.db.update(users).set({ language: "fr" }).where(eq(users.email, "coach@orbit.test"));
    await t.app.inject({
      method: "POST",
      url: "/api/users/sendresetpassword",
      headers: { host: "orbit.localhost", "content-type": "application/json" },
      payload: { email: "coach@orbit.test" },
    });
    expect((await lastEmailTo(database, "coach@orbit.test")).subject).toBe(
      "Réinitialisez votre mot de passe Orbit Labs",
    );
  });
});
