import { describe, expect, it } from "vitest";
import { userTagKinds } from "./user-tags-modal.tsx";

describe("userTagKinds", () => {
  it.each([
    ["Mentor", [], ["user", "mentortag"]],
    ["Expert", [], ["user", "mentortag"]],
    ["CommunityMember", [], ["user", "community"]],
    ["Cofounder", [], ["user"]],
    // A kind the user already carries stays offered (a mentor who became staff).
    ["Staff", ["mentortag"], ["user", "mentortag"]],
  ] as const)("%s carrying %j → %j", (role, carried, kinds) => {
    expect(userTagKinds(role, carried)).toEqual(kinds);
  });
});
