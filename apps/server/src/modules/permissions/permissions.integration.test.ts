import { defaultPermissions } from "@launchpad/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators, roles } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, gql } from "../../test/harness.ts";

describe.each(databaseKinds("sql"))("permissions on %s", (kind) => {
  const t = useTestApp(kind);

  it("answers the keys of the viewer's role, as seeded from the default matrix", async () => {
    const { token } = await t.signIn("coach@demo.test");
    const { body } = await gqlAs(t.app, token, "{ currentUserPermissions }");
    expect([...dataField<string[]>(body, "currentUserPermissions")].sort()).toEqual(
      defaultPermissions("Coach")
        .map((p) => p.key)
        .sort(),
    );
  });

  it("answers the criteria of asked keys, null when not held, and refuses unknown keys", async () => {
    const { token } = await t.signIn("founder@demo.test");
    const Q = "query C($p: [String!]!) { criteriaForPermissions(permissions: $p) { key criteria } }";
    const { body } = await gqlAs(t.app, token, Q, { p: ["STARTUP_FILE:VIEW", "USER_ROLES:EDIT"] });
    expect(body.data?.criteriaForPermissions).toEqual([
      { key: "STARTUP_FILE:VIEW", criteria: "ASSIGNED" },
      { key: "USER_ROLES:EDIT", criteria: null },
    ]);
    const bad = await gqlAs(t.app, token, Q, { p: ["NOT:A:KEY"] });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ name: "ValidationError" });
  });

  it("applies a change of the role's permissions at once, without signing in again", async () => {
    const { token } = await t.signIn("community@demo.test");
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    await t.database.db
      .update(roles)
      .set({ permissions: [{ key: "EVENT:CREATE", criteria: "ALL" }] })
      .where(and(eq(roles.incubatorId, demo?.id ?? ""), eq(roles.type, "CommunityMember")));
    const { body } = await gqlAs(t.app, token, "{ currentUserPermissions }");
    expect(body.data?.currentUserPermissions).toEqual(["EVENT:CREATE"]);
  });

  it("asks a visitor to sign in", async () => {
    const { body } = await gql(t.app, "{ currentUserPermissions }");
    expect(body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
  });
});
