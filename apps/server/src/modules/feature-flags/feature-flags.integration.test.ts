import { FEATURE_FLAG_NAMES } from "@launchpad/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { gql } from "../../test/harness.ts";

const FLAGS = "{ featureFlags { name enabled activated } }";
type Flag = { name: string; enabled: boolean; activated: boolean };

describe("feature flags", () => {
  const t = useTestApp("pglite", {
    prepare: async (database) => {
      await database.db
        .update(incubators)
        .set({ featureFlags: { liveChat: { enabled: true, activated: true } } })
        .where(eq(incubators.slug, "orbit"));
    },
  });

  const flagsOf = async (email: string, host: string) => {
    const { token } = await t.signIn(email, host);
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
