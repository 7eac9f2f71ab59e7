import {
  ADMIN_ROLES,
  NETWORK_ROLES,
  ROLE_TYPES,
  type RoleType,
  STARTUP_SIDE_ROLES,
  TEAM_ROLES,
} from "@launchpad/domain";

/**
 * The role sets of the shell's rules, built from the role groups of spec-2 §6. They decide
 * where spec-2 §2 names a role group, and where the specs say nothing (our decisions);
 * pages the spec ties to a permission key follow the key (access-rules.ts, docs/STATUS.md).
 *
 * - "staff" in spec-1 §6 and spec-2 §2 is the team (licensed) group; "mentor" the network group.
 * - Sets the specs leave open ("not shown") are our decisions, each with its reason below.
 */
const roles = (...groups: readonly (readonly RoleType[])[]): readonly RoleType[] => [
  ...new Set(groups.flat()),
];

export const ROLE_SETS = {
  /** Portfolio (/coaching): "staff and mentor groups" (spec-1 §6); the coaching route follows it. */
  coaching: roles(TEAM_ROLES, NETWORK_ROLES),
  /** Events entry and the tasks of spec-2 §2: "staff, cofounder, community member". */
  programme: roles(TEAM_ROLES, ["Cofounder", "CommunityMember"]),
  /** Community (/search/people): cofounders and community members (spec-1 §6). */
  community: ["Cofounder", "CommunityMember"],
  /** The applicant-type roles: /applications-manager, /application/review, the Account entry. */
  applicants: ["Applicant"],
  /** Applications overview: "staff and one further group" (spec-1 §6) — evaluators, who review applications. */
  applicationReviewers: roles(TEAM_ROLES, ["Evaluator"]),
  evaluators: ["Evaluator"],
  cofounders: ["Cofounder"],
  /** The team (licensed) roles: activity feed, users' and startups' task tabs, event editing. */
  staff: TEAM_ROLES,
  /**
   * Who holds tasks and so has the tasks button: everyone but applicants — mentors, experts and
   * evaluators too, who answer task requests in its popup (decision 019); /tasks stays "programme".
   */
  taskHolders: roles(TEAM_ROLES, NETWORK_ROLES, ["Evaluator", "Cofounder", "CommunityMember"]),
  /** Who hosts meetings and so keeps availability: the team, the network and evaluators. */
  hosts: roles(TEAM_ROLES, NETWORK_ROLES, ["Evaluator"]),
  /** Who has a calendar: everyone who meets people through the programme (applicants meet through their application). */
  calendarUsers: roles(TEAM_ROLES, NETWORK_ROLES, ["Evaluator", "Cofounder", "CommunityMember"]),
  /** Setup (funnels, fields, articles, courses, tags…): programme managers, not coaches. */
  setup: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  /** Administration pages other than settings and the programme managers' (programmeAdmin): admins and sub-admins. */
  administration: roles(ADMIN_ROLES, ["SubAdmin"]),
  /** /admin/settings: the admin group (spec-2 §2). */
  admins: ADMIN_ROLES,
  /** Every role a person can hold (System is the product's own). */
  everyone: ROLE_TYPES.filter((role) => role !== "System"),
  startupSide: STARTUP_SIDE_ROLES,
} as const satisfies Record<string, readonly RoleType[]>;

export type RoleSetName = keyof typeof ROLE_SETS;

export function isRoleType(value: string | null | undefined): value is RoleType {
  return (ROLE_TYPES as readonly string[]).includes(value ?? "");
}

export function inRoleSet(roleType: string | null | undefined, set: RoleSetName): boolean {
  return isRoleType(roleType) && (ROLE_SETS[set] as readonly RoleType[]).includes(roleType);
}
