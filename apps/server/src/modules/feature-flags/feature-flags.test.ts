import { FEATURE_FLAG_NAMES } from "@launchpad/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { incubators } from "../../db/schema/index.ts";
import { gqlAs, signInAs } from "../../test/auth-helpers.ts";
import { gql, openTestDatabase, startTestApp, type TestApp } from "../../test/harness.ts";

const FLAGS = "{ featureFlags { name enabled activated } }";
type Flag = { name: string; enabled: boolean; activated: boolean };

describe("feature flags", () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await database.db
      .update(incubators)
      .set({ featureFlags: { liveChat: { enabled: true, activated: true } } })
      .where(eq(incubators.slug, "orbit"));
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const flagsOf = async (email: string, host: string) => {
    const { token } = await signInAs(t.app, email, host);
    const { body } = await gqlAs(t.app, token, FLAGS, undefined, host);
    return body.data?.featureFlags as Flag[];
  };

  it("gives every incubator every flag, with its own settings", async () => {
    const demo = await flagsOf("founder@demo.test", "localhost");
    const orbit = await flagsOf("founder@orbit.test", "orbit.localhost");
    expect(demo.map((f) => f.name)).toEqual(FEATURE_FLAG_NAMES);
    expect(demo.find((f) => f.name === "liveChat")).toMatchObject({ enabled: false, activated: false });
    expect(orbit.find((f) => f.name === "liveChat")).toMatchObject({ enabled: true, activated: true });
  });

  it("asks a visitor to sign in", async () => {
    expect((await gql(t.app, FLAGS)).body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
  });
});
