import { inRoleSet, isRoleType, type RoleSetName } from "./role-sets.ts";

/**
 * Route guard rules of spec-2 §2, in this order:
 * 1. while user, feature, permission or activation data loads: a loader;
 * 2. no role, or a required feature flag not on (enabled and activated): nothing renders;
 * 3. a required feature outside the plan: the plan settings page;
 * 4. the role or the permission refused: "/".
 * (Signed-out visitors never get this far: RequireAuth sends them to the login page.)
 *
 * The viewer carries what the server serves for the signed-in user: their role's permission
 * keys, the organisation's feature flags that are on, and its plan's features
 * (features/access loads them, and reloads them when the server says access changed).
 */
export type FeatureFlag =
  | "activityFeed"
  | "applicationsDashboard"
  | "course"
  | "customFieldsEdit"
  | "dataCollection"
  | "feedbackForms"
  | "groupChat"
  | "milestones";

export type PlanFeature = "customFieldEditing" | "customRoles" | "dataAssets" | "startupDocuments";

export type AccessRule = {
  /** A role group: where spec-2 §2 names one, or the shell's own decision (docs/STATUS.md). */
  roles?: RoleSetName;
  feature?: FeatureFlag;
  planFeature?: PlanFeature;
  /** A permission key of the viewer's role (either criteria: ALL or ASSIGNED). */
  permission?: string;
};

export type AccessViewer = {
  roleType: string | null | undefined;
  loading?: boolean;
  /** The names of the organisation's feature flags that are enabled and activated. */
  featureFlags: readonly string[];
  /** The features of the organisation's plan. */
  planFeatures: readonly string[];
  /** The permission keys of the viewer's role. */
  permissions: readonly string[];
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
  return !rule.feature || viewer.featureFlags.includes(rule.feature);
}

export function inPlan(rule: AccessRule, viewer: AccessViewer): boolean {
  return !rule.planFeature || viewer.planFeatures.includes(rule.planFeature);
}

function roleAllowed(rule: AccessRule, viewer: AccessViewer): boolean {
  if (rule.roles && !inRoleSet(viewer.roleType, rule.roles)) return false;
  return !rule.permission || viewer.permissions.includes(rule.permission);
}

/**
 * The rules of the routes of spec-2 §2's table, and of the routes the shell restricts by
 * role. Routes and menu entries share them, so the menu never offers a refused page.
 * Where the table names a permission key or a feature, that decides; where it names a role
 * group (or says nothing), a role set does. A page inside /setup or /admin also needs the
 * rule of its section (setup, administration), which its route and its submenu carry.
 */
export const ACCESS = {
  applicationsDashboard: { feature: "applicationsDashboard", permission: "APPLICATION_DASHBOARD" },
  applicationsOverview: { roles: "applicationReviewers" },
  applicationReview: { roles: "applicants" },
  applicationsManager: { roles: "applicants" },
  startupFile: { permission: "STARTUP_FILE:VIEW" },
  /** The startup file's documents tab (issue 18): the plan's startup documents feature. */
  startupDocuments: { planFeature: "startupDocuments" },
  /** The file's milestones tab and the incubator plans (issue 18): the milestones flag. */
  milestones: { feature: "milestones" },
  /** /admin/programs and its startup and user assignations (issue 18): PROGRAM:CREATE. */
  programs: { permission: "PROGRAM:CREATE" },
  coaching: { roles: "coaching" },
  tasks: { roles: "programme" },
  othersTasks: { roles: "staff" },
  /** The top bar's tasks button and popup (not a page). */
  taskPopup: { roles: "taskHolders" },
  activityFeed: { roles: "staff", feature: "activityFeed" },
  survey: { feature: "feedbackForms" },
  chat: { feature: "groupChat" },
  calendar: { roles: "calendarUsers" },
  /** Hosts keep their own availability; AVAILABILITY:EDIT (admins, staff) is not needed for that. */
  availability: { roles: "hosts" },
  eventEdit: { permission: "EVENT:EDIT" },
  courses: { feature: "course" },
  setup: { roles: "setup" },
  funnels: { permission: "FUNNELS:VIEW:LIST" },
  funnelEdit: { permission: "FUNNEL:EDIT" },
  industries: { permission: "INDUSTRIES:VIEW" },
  articles: { permission: "ARTICLES:EDIT" },
  courseBuilder: { permission: "COURSES:MANAGE", feature: "course" },
  customFields: { feature: "customFieldsEdit", planFeature: "customFieldEditing" },
  administration: { roles: "administration" },
  /** /admin/startups and /admin/programs/*: the programme managers (the setup roles, staff too; issue 18). */
  programmeAdmin: { roles: "setup" },
  dataAssets: { feature: "dataCollection", planFeature: "dataAssets" },
  settings: { roles: "admins" },
  userManagement: { permission: "USER:EDIT" },
} as const satisfies Record<string, AccessRule>;

export type AccessName = keyof typeof ACCESS;
