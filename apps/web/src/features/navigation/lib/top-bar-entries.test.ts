import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { defaultViewer } from "../testing/default-viewer.ts";
import { type TopBarEntries, topBarEntriesFor } from "./top-bar-entries.ts";

const all = { tasks: true, calendar: true, availability: true };
const EXPECTED: Record<RoleType, TopBarEntries> = {
  Admin: all,
  AdminCoach: all,
  SubAdmin: all,
  Staff: all,
  Coach: all,
  Mentor: { tasks: true, calendar: true, availability: true },
  Expert: { tasks: true, calendar: true, availability: true },
  Evaluator: { tasks: true, calendar: true, availability: true },
  Cofounder: { tasks: true, calendar: true, availability: false },
  CommunityMember: { tasks: true, calendar: true, availability: false },
  Applicant: { tasks: false, calendar: false, availability: false },
  System: { tasks: false, calendar: false, availability: false },
};

describe("topBarEntriesFor, with the defaults of a fresh organisation", () => {
  it.each(ROLE_TYPES.map((role) => ({ role, expected: EXPECTED[role] })))("$role", ({ role, expected }) => {
    expect(topBarEntriesFor(defaultViewer(role))).toEqual(expected);
  });
});
