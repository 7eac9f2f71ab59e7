/**
 * spec-1 §6: the documentation search shows the pages written for the reader's kind of
 * user, derived from the role: incubator for the team roles (spec-2 §6: Staff, Coach,
 * AdminCoach, Admin, SubAdmin), mentor for the network roles (Mentor, Expert), founder for
 * Cofounder, applicant, evaluator, and communityMember for every other role (Community
 * Member, System, and any role a later issue adds).
 */
import { NETWORK_ROLES, type RoleType, TEAM_ROLES } from "@launchpad/domain";
import type { UserKind } from "./user-kind.ts";

/** `roleType` is a string because the API sends role types as plain strings. */
export function userKindFor(roleType: RoleType | string): UserKind {
  if ((TEAM_ROLES as readonly string[]).includes(roleType)) return "incubator";
  if ((NETWORK_ROLES as readonly string[]).includes(roleType)) return "mentor";
  if (roleType === "Cofounder") return "founder";
  if (roleType === "Applicant") return "applicant";
  if (roleType === "Evaluator") return "evaluator";
  return "communityMember";
}
