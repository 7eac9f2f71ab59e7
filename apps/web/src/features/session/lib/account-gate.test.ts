import { describe, expect, it } from "vitest";
import { mustConfirmEmail } from "./account-gate.ts";

const user = (type: string, validated: boolean, status: string) => ({ role: { type }, validated, status });

describe("mustConfirmEmail", () => {
  it.each([
    { case: "validated active staff", user: user("Staff", true, "active"), path: "/events", gated: false },
    { case: "unvalidated staff", user: user("Staff", false, "active"), path: "/events", gated: true },
    {
      case: "validated but pending coach",
      user: user("Coach", true, "pending"),
      path: "/events",
      gated: true,
    },
    { case: "unvalidated cofounder", user: user("Cofounder", false, "active"), path: "/", gated: true },
    {
      case: "unvalidated applicant",
      user: user("Applicant", false, "pending"),
      path: "/applications-manager",
      gated: false,
    },
    {
      case: "unvalidated staff on the confirmation page",
      user: user("Staff", false, "pending"),
      path: "/account/confirmation",
      gated: false,
    },
  ])("$case on $path → gated: $gated", ({ user, path, gated }) => {
    expect(mustConfirmEmail(user, path)).toBe(gated);
  });
});
