import { PERMISSIONS, type PermissionCriteria } from "./permissions.ts";
import { ROLE_LABELS, ROLE_TYPES, type RoleType, type VisibilitySetting } from "./roles.ts";

/**
 * The default role → permission matrix (our decision; spec-2 §6 leaves it open):
 * - Admin and Admin & Coach hold every key, for all records.
 * - Sub-Admin: every key but changing roles and chat access rights.
 * - Staff run the programme: everything but deleting (applications, startups, funnels,
 *   coaching sessions, tasks), roles, chat rights and e-mail blueprints.
 * - Coaches work on their assigned startups (ASSIGNED), create events, see tags/industries.
 * - Mentors and experts read their assigned startups' files and feedback, and comment.
 * - Evaluators review the applications assigned to them.
 * - Cofounders manage their own startup (ASSIGNED = their startups).
 * - Community members see people's industries and social links; applicants keep drafts.
 * - System (internal automation) holds nothing by default.
 */
export type RolePermission = { key: string; criteria: PermissionCriteria };

const every = PERMISSIONS.map((p) => p.key);
const without = (...keys: string[]) => every.filter((key) => !keys.includes(key));
const READ_DIRECTORY = ["STARTUP:INDUSTRY:VIEW", "USER:INDUSTRY:VIEW", "TAGS:STARTUP:VIEW", "TAGS:USER:VIEW"];

const MATRIX: Record<RoleType, { all?: string[]; assigned?: string[] }> = {
  Admin: { all: every },
  AdminCoach: { all: every },
  SubAdmin: { all: without("USER_ROLES:EDIT", "CHAT:USER_ACCESS:EDIT") },
  Staff: {
    all: without(
      "APPLICATION:DELETE",
      "STARTUP:DELETE",
      "FUNNEL:DELETE",
      "COACHING_SESSION:DELETE",
      "TASK/TASK:DELETE",
      "USER_ROLES:EDIT",
      "CHAT:USER_ACCESS:EDIT",
      "EMAIL_BLUEPRINT:MANAGE",
    ),
  },
  Coach: {
    all: [
      ...READ_DIRECTORY,
      "EVENT:CREATE",
      "FEEDBACK_REQUEST:CREATE",
      "FEEDBACK_REQUEST:VIEW",
      "USER_PROFILE/SOCIAL_MEDIA:VIEW",
    ],
    assigned: [
      "STARTUP_FILE:VIEW",
      "STARTUP_MILESTONE:CREATE",
      "STARTUP_MILESTONE:EDIT",
      "METRICS/EDIT:VIEW",
      "COACHING_SESSION:EXPORT",
      "FEEDBACK_ANSWER:VIEW",
      "TIMELINE/CREATE_PRIVATE_COMMENT:VIEW",
      "TAG:STARTUP:ADD",
      "TAG:STARTUP:REMOVE",
    ],
  },
  Mentor: {
    all: [...READ_DIRECTORY, "USER_PROFILE/SOCIAL_MEDIA:VIEW"],
    assigned: ["STARTUP_FILE:VIEW", "FEEDBACK_ANSWER:VIEW", "TIMELINE/CREATE_PRIVATE_COMMENT:VIEW"],
  },
  Expert: {
    all: [...READ_DIRECTORY, "USER_PROFILE/SOCIAL_MEDIA:VIEW"],
    assigned: ["STARTUP_FILE:VIEW", "FEEDBACK_ANSWER:VIEW", "TIMELINE/CREATE_PRIVATE_COMMENT:VIEW"],
  },
  Evaluator: {
    all: [
      "APPLICATION_OVERVIEW/FILTERS:VIEW",
      "APPLICATION_OVERVIEW/QUEUE_BAR:VIEW",
      "TAGS:APPLICATION:VIEW",
      "EVALUATION_PARAMETER_EDITOR:VIEW",
    ],
    assigned: ["APPLICATION_FLOW:VIEW", "APPLICATION/DECIDE_ROUND:VIEW"],
  },
  Cofounder: {
    all: [...READ_DIRECTORY, "USER_PROFILE/SOCIAL_MEDIA:VIEW"],
    assigned: [
      "STARTUP_FILE:VIEW",
      "STARTUP/NAME:EDIT",
      "STARTUP/ASSIGNATION_MEMBERS:EDIT",
      "STARTUP_MILESTONE:CREATE",
      "STARTUP_MILESTONE:EDIT",
      "METRICS/EDIT:VIEW",
    ],
  },
  CommunityMember: { all: ["STARTUP:INDUSTRY:VIEW", "USER:INDUSTRY:VIEW", "USER_PROFILE/SOCIAL_MEDIA:VIEW"] },
  Applicant: { all: ["APPLICATION_DRAFT:ACCESS"] },
  System: {},
};

export function defaultPermissions(role: RoleType): RolePermission[] {
  const { all = [], assigned = [] } = MATRIX[role];
  return [
    ...all.map((key) => ({ key, criteria: "ALL" as const })),
    ...assigned.map((key) => ({ key, criteria: "ASSIGNED" as const })),
  ];
}

const MARK: Record<PermissionCriteria | "NONE", string> = { ALL: "✓", ASSIGNED: "A", NONE: "" };

/** docs/permissions.md's matrix: one row per key, one column per role (✓ all, A assigned). */
export function renderPermissionMatrix(): string {
  const roles = ROLE_TYPES.filter((r) => r !== "System");
  const byRole = new Map(
    roles.map((r) => [r, new Map(defaultPermissions(r).map((p) => [p.key, p.criteria]))]),
  );
  const header = `| key | ${roles.map((r) => ROLE_LABELS[r]).join(" | ")} |`;
  const rule = `|---|${roles.map(() => ":-:").join("|")}|`;
  const rows = PERMISSIONS.map((p) => {
    const cells = roles.map((r) => MARK[byRole.get(r)?.get(p.key) ?? "NONE"]);
    return `| \`${p.key}\`${p.withCriteria ? " ¹" : ""} | ${cells.join(" | ")} |`;
  });
  return [header, rule, ...rows].join("\n");
}

export type RoleVisibility = {
  userAccess: { visibilitySettings: VisibilitySetting; roles: RoleType[] };
  startupAccess: { visibilitySettings: VisibilitySetting };
};

const visibility = (users: VisibilitySetting, startups: VisibilitySetting): RoleVisibility => ({
  userAccess: { visibilitySettings: users, roles: [] },
  startupAccess: { visibilitySettings: startups },
});

/**
 * Default visibility (our decision): the team sees everyone and every startup; mentors,
 * experts and evaluators see the whole community but only their assigned startups;
 * cofounders see the community and their own startups; community members the community
 * only; applicants and System nothing (they have no community).
 */
const VISIBILITY: Record<RoleType, RoleVisibility> = {
  Admin: visibility("ALL", "ALL"),
  AdminCoach: visibility("ALL", "ALL"),
  SubAdmin: visibility("ALL", "ALL"),
  Staff: visibility("ALL", "ALL"),
  Coach: visibility("ALL", "ALL"),
  Mentor: visibility("ALL", "ASSIGNED"),
  Expert: visibility("ALL", "ASSIGNED"),
  Evaluator: visibility("ALL", "ASSIGNED"),
  Cofounder: visibility("ALL", "ASSIGNED"),
  CommunityMember: visibility("ALL", "NONE"),
  Applicant: visibility("NONE", "NONE"),
  System: visibility("NONE", "NONE"),
};

export function defaultVisibility(role: RoleType): RoleVisibility {
  return VISIBILITY[role];
}

/** docs/permissions.md's visibility table: one row per role. */
export function renderVisibilityTable(): string {
  const rows = ROLE_TYPES.map(
    (r) =>
      `| ${ROLE_LABELS[r]} | ${VISIBILITY[r].userAccess.visibilitySettings} | ${VISIBILITY[r].startupAccess.visibilitySettings} |`,
  );
  return ["| role | users (community) | startups |", "|---|---|---|", ...rows].join("\n");
}
