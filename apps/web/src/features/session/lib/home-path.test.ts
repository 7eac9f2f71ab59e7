import { ROLE_TYPES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { homePathFor } from "./home-path.ts";

describe("homePathFor", () => {
  it.each(ROLE_TYPES.map((roleType) => ({ roleType })))("$roleType", ({ roleType }) => {
    expect(homePathFor(roleType)).toBe(roleType === "Applicant" ? "/applications-manager" : "/events");
  });
});
