import { describe, expect, it } from "vitest";
import { FEATURE_FLAG_NAMES, isFeatureFlagName, resolveFeatureFlags } from "./feature-flags.ts";

describe("feature flags", () => {
  it("has the 37 flags, including the sixteen spec-2 §6 names", () => {
    expect(FEATURE_FLAG_NAMES).toHaveLength(37);
    for (const name of ["activityFeed", "course", "liveChat", "dataCollection", "customFieldsEdit"]) {
      expect(isFeatureFlagName(name), name).toBe(true);
    }
  });

  it("lays an organisation's settings over the defaults and drops unknown names", () => {
    const flags = resolveFeatureFlags({
      liveChat: { enabled: true, activated: true },
      bogus: { enabled: true },
    });
    expect(flags).toHaveLength(37);
    expect(flags.find((f) => f.name === "liveChat")).toEqual({
      name: "liveChat",
      enabled: true,
      activated: true,
    });
    expect(flags.find((f) => f.name === "course")).toEqual({
      name: "course",
      enabled: true,
      activated: true,
    });
    expect(flags.some((f) => (f.name as string) === "bogus")).toBe(false);
  });

  it("keeps a partial setting's other reading from the default", () => {
    const flags = resolveFeatureFlags({ course: { activated: false } });
    expect(flags.find((f) => f.name === "course")).toEqual({
      name: "course",
      enabled: true,
      activated: false,
    });
  });
});
