import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import type { UserKind } from "./user-kind.ts";
import { userKindFor } from "./user-kind-for-role.ts";

const EXPECTED: Record<RoleType, UserKind> = {
  Admin: "incubator",
  AdminCoach: "incubator",
  Applicant: "applicant",
  Coach: "incubator",
  Cofounder: "founder",
  CommunityMember: "communityMember",
  Evaluator: "evaluator",
  Expert: "mentor",
  Mentor: "mentor",
  Staff: "incubator",
  SubAdmin: "incubator",
  System: "communityMember",
};

describe("userKindFor", () => {
  it.each(ROLE_TYPES.map((role) => [role, EXPECTED[role]] as const))(
    "%s reads the pages for %s",
    (role, kind) => {
      expect(userKindFor(role)).toBe(kind);
    },
  );

  it("treats a role it does not know as a community member", () => {
    expect(userKindFor("SomeFutureRole")).toBe("communityMember");
  });
});
