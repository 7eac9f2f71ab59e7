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
