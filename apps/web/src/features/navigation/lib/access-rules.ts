import { inRoleSet, isRoleType, type RoleSetName } from "./role-sets.ts";

/**
 * Route guard rules of spec-2 §2, in this order:
 * 1. while user, feature, permission or activation data loads: a loader;
 * 2. no role, or a required feature flag not activated: nothing renders;
 * 3. a required feature outside the plan: the plan settings page;
 * 4. the role or the permission refused: "/".
 * (Signed-out visitors never get this far: RequireAuth sends them to the login page.)
 *
 * Feature flags, plan features and permissions are checked once the server serves them
 * (`undefined` = not served yet); until then the role set decides alone (docs/STATUS.md).
 */
export type FeatureFlag =
  | "activityFeed"
  | "applicationsDashboard"
  | "course"
  | "customFieldsEdit"
  | "dataCollection"
  | "feedbackForms"
  | "groupChat";

export type PlanFeature = "customFieldEditing" | "customRoles" | "dataAssets";

export type AccessRule = {
  roles?: RoleSetName;
  feature?: FeatureFlag;
  planFeature?: PlanFeature;
  /** The permission key the server checks; until permissions are served, `roles` stands in for it. */
  permission?: string;
};

export type AccessViewer = {
  roleType: string | null | undefined;
  loading?: boolean;
  featureFlags?: Readonly<Partial<Record<FeatureFlag, boolean>>>;
  planFeatures?: Readonly<Partial<Record<PlanFeature, boolean>>>;
  permissions?: readonly string[];
};

export type AccessDecision = "loading" | "allow" | "hide" | "plan" | "home";

export const PLAN_SETTINGS_PATH = "/admin/settings/plan";

/** Every rule must pass; the first refusal in the order above decides. */
export function decideAccess(rules: readonly AccessRule[], viewer: AccessViewer): AccessDecision {
  if (viewer.loading) return "loading";
  if (!isRoleType(viewer.roleType)) return "hide";
  if (rules.some((rule) => !featureOn(rule, viewer))) return "hide";
  if (rules.some((rule) => !inPlan(rule, viewer))) return "plan";
  if (rules.some((rule) => !roleAllowed(rule, viewer))) return "home";
  return "allow";
}

export function featureOn(rule: AccessRule, viewer: AccessViewer): boolean {
  return !rule.feature || !viewer.featureFlags || viewer.featureFlags[rule.feature] === true;
}

export function inPlan(rule: AccessRule, viewer: AccessViewer): boolean {
  return !rule.planFeature || !viewer.planFeatures || viewer.planFeatures[rule.planFeature] === true;
}

function roleAllowed(rule: AccessRule, viewer: AccessViewer): boolean {
  if (rule.roles && !inRoleSet(viewer.roleType, rule.roles)) return false;
  return !rule.permission || !viewer.permissions || viewer.permissions.includes(rule.permission);
}

/**
 * The rules of the routes of spec-2 §2's table, and of the routes the shell restricts by
 * role. Routes and menu entries share them, so the menu never offers a refused page.
 */
export const ACCESS = {
  applicationsDashboard: {
    roles: "staff",
    feature: "applicationsDashboard",
    permission: "APPLICATION_DASHBOARD",
  },
  applicationsOverview: { roles: "applicationReviewers" },
  applicationReview: { roles: "applicants" },
  applicationsManager: { roles: "applicants" },
  startupFile: { roles: "startupFileViewers", permission: "STARTUP_FILE:VIEW" },
  coaching: { roles: "coaching" },
  tasks: { roles: "programme" },
  othersTasks: { roles: "staff" },
  activityFeed: { roles: "staff", feature: "activityFeed" },
  survey: { feature: "feedbackForms" },
  chat: { feature: "groupChat" },
  calendar: { roles: "calendarUsers" },
  availability: { roles: "hosts", permission: "AVAILABILITY:EDIT" },
  eventEdit: { roles: "staff", permission: "EVENT:EDIT" },
  courses: { feature: "course" },
  setup: { roles: "setup" },
  funnels: { roles: "setup", permission: "FUNNELS:VIEW:LIST" },
  funnelEdit: { roles: "setup", permission: "FUNNEL:EDIT" },
  industries: { roles: "setup", permission: "INDUSTRIES:VIEW" },
  articles: { roles: "setup", permission: "ARTICLES:EDIT" },
  courseBuilder: { roles: "setup", permission: "COURSES:MANAGE", feature: "course" },
  customFields: { roles: "setup", feature: "customFieldsEdit", planFeature: "customFieldEditing" },
  administration: { roles: "administration" },
  dataAssets: { roles: "administration", feature: "dataCollection", planFeature: "dataAssets" },
  settings: { roles: "admins" },
  userManagement: { roles: "administration", permission: "USER:EDIT" },
} as const satisfies Record<string, AccessRule>;

export type AccessName = keyof typeof ACCESS;
