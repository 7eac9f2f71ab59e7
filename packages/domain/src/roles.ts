/**
 * Role types and role groups of spec-2 §6. The permission catalogue and the default
 * role → permission matrix come with the roles issue; the groups are needed now by
 * the seed and the route map.
 */
export const ROLE_TYPES = [
  "Admin",
  "AdminCoach",
  "Applicant",
  "Coach",
  "Cofounder",
  "CommunityMember",
  "Evaluator",
  "Expert",
  "Mentor",
  "Staff",
  "SubAdmin",
  "System",
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const ROLE_LABELS: Record<RoleType, string> = {
  Admin: "Admin",
  AdminCoach: "Admin & Coach",
  Applicant: "Applicant",
  Coach: "Coach",
  Cofounder: "Co/Founder",
  CommunityMember: "Community Member",
  Evaluator: "Evaluator",
  Expert: "Expert",
  Mentor: "Mentor",
  Staff: "Staff",
  SubAdmin: "Sub-Admin",
  System: "System",
};

export const TEAM_ROLES: readonly RoleType[] = ["Staff", "Coach", "AdminCoach", "Admin", "SubAdmin"];
export const NETWORK_ROLES: readonly RoleType[] = ["Mentor", "Expert"];
export const STARTUP_SIDE_ROLES: readonly RoleType[] = ["Applicant", "Cofounder", "CommunityMember"];
export const ADMIN_ROLES: readonly RoleType[] = ["Admin", "AdminCoach"];

export const USER_STATUSES = ["active", "pending", "unactive", "archived", "deny", "deleted"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** spec-2 §6 user categories: what a plan limit counts a user as. */
export const USER_CATEGORIES = ["employee", "network", "evaluator", "other"] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

export function userCategory(roleType: RoleType): UserCategory {
  if (TEAM_ROLES.includes(roleType)) return "employee";
  if (NETWORK_ROLES.includes(roleType)) return "network";
  if (roleType === "Evaluator") return "evaluator";
  return "other";
}

/**
 * Who a role sees in the community (userAccess) and the startup lists (startupAccess):
 * ALL, ASSIGNED (connected through a startup), NONE, or SELECTED (users: the chosen role
 * types; startups: the startups of the user's programmes).
 */
export const VISIBILITY_SETTINGS = ["ALL", "ASSIGNED", "NONE", "SELECTED"] as const;
export type VisibilitySetting = (typeof VISIBILITY_SETTINGS)[number];

/** The label a cofounder alone in their startup is shown with (spec-2 §6). */
export const LONE_FOUNDER_LABEL = "Founder";

/**
 * The label a user's role is shown with: a (built-in) cofounder who is the only member of
 * each of their startups is a "Founder"; everyone else shows their role's label.
 */
export function displayRoleLabel(
  role: { type: RoleType; label: string; isCustom: boolean },
  aloneInTheirStartups: boolean,
): string {
  return role.type === "Cofounder" && !role.isCustom && aloneInTheirStartups
    ? LONE_FOUNDER_LABEL
    : role.label;
}
