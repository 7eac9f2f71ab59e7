import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, users, userTokens } from "../../db/schema/index.ts";
import { gqlAs, postSignIn, signInAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type TestApp } from "../../test/harness.ts";
import { lastEmailTo } from "../../test/mail.ts";

const post = (t: TestApp, url: string, payload: unknown, host = "localhost") =>
  t.app.inject({
    method: "POST",
    url,
    headers: { host, "content-type": "application/json" },
    payload: payload as object,
  });

describe.each(databaseKinds("both"))("account lifecycle on %s", (kind) => {
  const t = useTestApp(kind);

  describe("password reset", () => {
    it("always answers 200, and mails only an existing account", async () => {
      for (const email of ["mentor@demo.test", "nobody@demo.test"]) {
        const response = await post(t, "/api/users/sendresetpassword", { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ok: true });
      }
      await expect(lastEmailTo(t.database, "nobody@demo.test")).rejects.toThrow();
      const mail = await lastEmailTo(t.database, "mentor@demo.test", "passwordReset");
      expect(mail.link).toMatch(/^http:\/\/localhost\/reset\/[\w-]{40,}$/);
      expect(mail.subject).toBe("Reset your Demo Accelerator password");
    });

    it("rejects a malformed e-mail", async () => {
      const response = await post(t, "/api/users/sendresetpassword", { email: "not-an-email" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { email: "email is not a valid email" } });
    });

    it("enforces the password rules without spending the token", async () => {
      await post(t, "/api/users/sendresetpassword", { email: "mentor@demo.test" });
      const token = (await lastEmailTo(t.database, "mentor@demo.test")).link.split("/").pop();
      for (const [newPassword, message] of [
        ["short", "Password must be at least 8 characters"],
        ["mentor@demo.test", "Password must not be your e-mail address"],
        ["password1", "This password is too common"],
      ]) {
        const response = await post(t, "/api/users/resetpassword", { token, newPassword });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ name: "ValidationError", fields: { newPassword: message } });
      }
      const ok = await post(t, "/api/users/resetpassword", { token, newPassword: "Gravity-Assist-42" });
      expect(ok.statusCode).toBe(200);
    });

    it("sets the password, ends every session, and refuses the link a second time", async () => {
      const session = await signInAs(t.app, "expert@demo.test");
      await post(t, "/api/users/sendresetpassword", { email: "expert@demo.test" });
      const token = (await lastEmailTo(t.database, "expert@demo.test")).link.split("/").pop();
      expect(
        (await post(t, "/api/users/resetpassword", { token, newPassword: "Orbital-Mechanics-7" })).statusCode,
      ).toBe(200);
      const me = await gqlAs(t.app, session.token, "{ currentUser { email } }");
      expect(me.body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
      expect((await postSignIn(t.app, "expert@demo.test", "Orbital-Mechanics-7")).status).toBe(200);
      expect((await postSignIn(t.app, "expert@demo.test")).status).toBe(401);
      const again = await post(t, "/api/users/resetpassword", { token, newPassword: "Another-Good-One-9" });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ name: "InvalidToken" });
    });

    it("refuses an expired link, a superseded one, one of another tenant, and a made-up one", async () => {
      await post(t, "/api/users/sendresetpassword", { email: "staff@demo.test" });
      const first = (await lastEmailTo(t.database, "staff@demo.test")).link.split("/").pop();
      await post(t, "/api/users/sendresetpassword", { email: "staff@demo.test" });
      const second = (await lastEmailTo(t.database, "staff@demo.test")).link.split("/").pop();
      expect(second).not.toBe(first);
      const body = (token: unknown) => ({ token, newPassword: "Fresh-Password-88" });
      expect((await post(t, "/api/users/resetpassword", body(first))).json()).toMatchObject({
        name: "InvalidToken",
      });
      expect((await post(t, "/api/users/resetpassword", body(second), "orbit.localhost")).statusCode).toBe(
        400,
      );
      expect((await post(t, "/api/users/resetpassword", body("made-up"))).statusCode).toBe(400);
      await t.database.db.update(userTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
      expect((await post(t, "/api/users/resetpassword", body(second))).json()).toMatchObject({
        name: "InvalidToken",
      });
      expect((await postSignIn(t.app, "staff@demo.test")).status).toBe(200);
    });
  });

  describe("e-mail confirmation", () => {
    it("lets an unconfirmed user ask for a link, and the link confirms them once", async () => {
      await t.database.db
        .update(users)
        .set({ validated: false, status: "pending" })
        .where(eq(users.email, "community@demo.test"));
      const { token } = await signInAs(t.app, "community@demo.test");
      const me = await gqlAs(t.app, token, "{ currentUser { validated status } }");
      expect(me.body.data?.currentUser).toEqual({ validated: false, status: "pending" });
      const sent = await gqlAs(t.app, token, "mutation { resendConfirmationEmail }");
      expect(sent.body.data?.resendConfirmationEmail).toBe(true);
      const link = (await lastEmailTo(t.database, "community@demo.test", "emailValidation")).link;
      expect(link).toMatch(/^http:\/\/localhost\/validate\//);
      const validateUrl = `/api/users/validate/${link.split("/").pop()}`;
      expect((await post(t, validateUrl, {})).statusCode).toBe(200);
      const after = await gqlAs(t.app, token, "{ currentUser { validated status } }");
      expect(after.body.data?.currentUser).toEqual({ validated: true, status: "active" });
      expect((await post(t, validateUrl, {})).json()).toMatchObject({ name: "InvalidToken" });
      const already = await gqlAs(t.app, token, "mutation { resendConfirmationEmail }");
      expect(already.body.errors?.[0]?.extensions?.name).toBe("ConflictError");
    });
  });

  describe("invitations", () => {
    const INVITE = `mutation Invite($email: String!, $role: String!) {
      inviteUser(input: { email: $email, roleType: $role }) { id email roleType } }`;

    it("lets an admin invite, and the invitee set up the account and sign in", async () => {
      const { token } = await signInAs(t.app, "admin@demo.test");
      const invited = await gqlAs(t.app, token, INVITE, { email: "New.Coach@Example.com", role: "Coach" });
      expect(invited.body.data?.inviteUser).toMatchObject({
        email: "new.coach@example.com",
        roleType: "Coach",
      });
      const link = (await lastEmailTo(t.database, "new.coach@example.com", "invitation")).link;
      const invitation = new URL(link).searchParams.get("token");
      const described = await t.app.inject({ url: `/api/invitations/${invitation}` });
      expect(described.json()).toEqual({
        email: "new.coach@example.com",
        roleLabel: "Coach",
        roleType: "Coach",
        roleIsCustom: false,
        incubatorName: "Demo Accelerator",
      });

      const weak = await post(t, "/api/invitations/accept", {
        token: invitation,
        firstName: "Nia",
        lastName: "Coach",
        password: "123456789",
      });
      expect(weak.json()).toMatchObject({
        name: "ValidationError",
        fields: { password: "This password is too common" },
        fieldErrors: [{ path: "password", code: "PASSWORD_TOO_COMMON" }],
      });
      const missing = await post(t, "/api/invitations/accept", {
        token: invitation,
        password: "Nebula-Coaching-1",
      });
      expect(missing.json()).toMatchObject({ fields: { firstName: "firstName is a required field" } });

      const accepted = await post(t, "/api/invitations/accept", {
        token: invitation,
        firstName: "Nia",
        lastName: "Coach",
        password: "Nebula-Coaching-1",
      });
      expect(accepted.statusCode).toBe(200);
      const { token: newToken, user } = accepted.json() as { token: string; user: Record<string, unknown> };
      expect(user).toMatchObject({
        email: "new.coach@example.com",
        fullName: "Nia Coach",
        validated: true,
        role: { type: "Coach" },
      });
      expect(
        (await gqlAs(t.app, newToken, "mutation { upsertSession { status } }")).body.data?.upsertSession,
      ).toEqual({ status: "active" });

      const reused = await post(t, "/api/invitations/accept", {
        token: invitation,
        firstName: "X",
        lastName: "Y",
        password: "Nebula-Coaching-2",
      });
      expect(reused.json()).toMatchObject({
        name: "InvalidToken",
        message: "This invitation has expired or has already been used.",
      });
      expect((await t.app.inject({ url: `/api/invitations/${invitation}` })).statusCode).toBe(400);
    });

    it("refuses an expired invitation and writes no user", async () => {
      const { token } = await signInAs(t.app, "admincoach@demo.test");
      await gqlAs(t.app, token, INVITE, { email: "late@example.com", role: "Mentor" });
      const invitation = new URL((await lastEmailTo(t.database, "late@example.com")).link).searchParams.get(
        "token",
      );
      await t.database.db
        .update(invitations)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(invitations.email, "late@example.com"));
      const response = await post(t, "/api/invitations/accept", {
        token: invitation,
        firstName: "La",
        lastName: "Te",
        password: "Nebula-Coaching-3",
      });
      expect(response.json()).toMatchObject({ name: "InvalidToken" });
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, "late@example.com"));
      expect(row?.n).toBe(0);
    });

    it("replaces the live invitation when an address is invited again: the first link stops working", async () => {
      const { token } = await signInAs(t.app, "admin@demo.test");
      const tokenOf = async () =>
        new URL((await lastEmailTo(t.database, "twice@example.com", "invitation")).link).searchParams.get(
          "token",
        );
      await gqlAs(t.app, token, INVITE, { email: "twice@example.com", role: "Mentor" });
      const first = await tokenOf();
      const again = await gqlAs(t.app, token, INVITE, { email: "Twice@Example.com", role: "Coach" });
      expect(again.body.data?.inviteUser).toMatchObject({ email: "twice@example.com", roleType: "Coach" });
      const second = await tokenOf();
      expect(second).not.toBe(first);
      const [live] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(invitations)
        .where(
          sql`${invitations.email} = 'twice@example.com' and ${invitations.acceptedAt} is null and ${invitations.expiresAt} > now()`,
        );
      expect(live?.n).toBe(1);
      expect((await t.app.inject({ url: `/api/invitations/${first}` })).statusCode).toBe(400);
      const stale = await post(t, "/api/invitations/accept", {
        token: first,
        firstName: "Tw",
        lastName: "Ice",
        password: "Nebula-Coaching-3",
      });
      expect(stale.json()).toMatchObject({ name: "InvalidToken" });
      const described = await t.app.inject({ url: `/api/invitations/${second}` });
      expect(described.statusCode).toBe(200);
    });

    it("refuses non-admins, existing accounts, unknown roles and bad e-mails", async () => {
      const founder = await signInAs(t.app, "founder@demo.test");
      const denied = await gqlAs(t.app, founder.token, INVITE, { email: "x@example.com", role: "Coach" });
      expect(denied.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
      const { token } = await signInAs(t.app, "admin@demo.test");
      const existing = await gqlAs(t.app, token, INVITE, { email: "coach@demo.test", role: "Coach" });
      expect(existing.body.errors?.[0]?.extensions?.name).toBe("ConflictError");
      const badRole = await gqlAs(t.app, token, INVITE, { email: "x@example.com", role: "System" });
      expect(badRole.body.errors?.[0]?.extensions).toMatchObject({
        name: "ValidationError",
        fields: { roleType: expect.any(String) },
      });
      const badEmail = await gqlAs(t.app, token, INVITE, { email: "nope", role: "Coach" });
      expect(badEmail.body.errors?.[0]?.extensions).toMatchObject({
        fields: { email: "email is not a valid email" },
      });
    });
  });

  describe("profile", () => {
    it("updates the signed-in user's own profile with PUT /user", async () => {
      const { token } = await signInAs(t.app, "applicant@demo.test");
      const put = (payload: unknown, auth = `Bearer ${token}`) =>
        t.app.inject({
          method: "PUT",
          url: "/user",
          headers: { authorization: auth, "content-type": "application/json" },
          payload: payload as object,
        });
      const ok = await put({ firstName: "Amira", timezone: "Asia/Dubai", language: "ar" });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ firstName: "Amira", timezone: "Asia/Dubai", language: "ar" });
      const bad = await put({ timezone: "Mars/Olympus", language: "xx", email: "hijack@example.com" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({ timezone: "timezone is not a valid time zone" });
      expect((await put({ firstName: "X" }, "")).statusCode).toBe(401);
    });

    it("updates the time zone with updateUser, only for oneself", async () => {
      const me = await signInAs(t.app, "evaluator@demo.test");
      const UPDATE = `mutation U($id: ID!, $tz: String!) { updateUser(id: $id, input: { timezone: $tz }) { timezone } }`;
      const [evaluator] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, "evaluator@demo.test"));
      const [coach] = await t.database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
      const ok = await gqlAs(t.app, me.token, UPDATE, { id: evaluator?.id, tz: "America/Sao_Paulo" });
      expect(ok.body.data?.updateUser).toEqual({ timezone: "America/Sao_Paulo" });
      const other = await gqlAs(t.app, me.token, UPDATE, { id: coach?.id, tz: "UTC" });
      expect(other.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
      const bad = await gqlAs(t.app, me.token, UPDATE, { id: evaluator?.id, tz: "Nowhere/Land" });
      expect(bad.body.errors?.[0]?.extensions?.name).toBe("ValidationError");
    });
  });
});
