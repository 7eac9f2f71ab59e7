import { randomUUID } from "node:crypto";
import type { RoleType } from "@launchpad/domain";

/**
 * The two whole-schema matrices (modules/permissions/*-matrix.integration.test.ts) gather
 * their cases from the modules: each module that adds a query or a mutation brings its rows in
 * `modules/<domain>/<domain>.matrix.ts`, exporting `permissionCases` and, when a field takes
 * an id, `tenantCases`; test/matrix-cases.ts gathers them. The tests fail when a field of the
 * schema has no case, when a case names no field, and when two modules name the same case.
 */

/** Who may call a field (the permission matrix): compared with each demo role's default permissions. */
export type Rule =
  | { public: true }
  | { session: true }
  | { authenticated: true }
  | { roles: RoleType[] }
  | { permission: string }
  | { anyPermission: string[] };

/** The signed-in user a permission case is called as. */
export type Caller = { userId: string; roleType: RoleType };

/**
 * A call of one field as each demo role. Use unknown ids or invalid input, so that an allowed
 * call fails later (NotFound, Validation…) and writes nothing.
 */
export type PermissionCase = {
  rule: Rule;
  query: string;
  variables?: (caller: Caller) => Record<string, unknown>;
};

/** Rows of Orbit Labs (another tenant) and of the demo tenant, made by the tenant matrix. */
export type ForeignIds = {
  user: string;
  role: string;
  customRole: string;
  startup: string;
  program: string;
  session: string;
  demoUser: string;
  meeting: string;
  /** A task of Orbit Labs (tasks.demo.ts), given to its founder. */
  task: string;
  /** A failed job of Orbit Labs (the jobs screen's retry). */
  job: string;
  /** A topic of Orbit Labs (tags.demo.ts). */
  tag: string;
  /** An industry of Orbit Labs (tags.demo.ts). */
  industry: string;
  /** A group event of Orbit Labs (events.demo.ts), one of its attendees, and an event of the demo tenant. */
  event: string;
  eventAttendee: string;
  demoEvent: string;
  /** A custom field of Orbit Labs (custom-fields.demo.ts). */
  customField: string;
  /** Orbit Labs' feedback survey (forms.demo.ts): the form, its version, share address and a response; the demo organisation's survey. */
  form: string;
  formVersion: string;
  formShareUuid: string;
  formResponse: string;
  demoForm: string;
  /** Orbit Labs' demo funnel (applications.demo.ts), its first round, a round e-mail, an application and an export. */
  funnel: string;
  round: string;
  roundEmail: string;
  application: string;
  applicationExport: string;
  /** An export of an Orbit Labs startup (startup-export), requested by its coach. */
  startupExport: string;
  /** A private comment on an Orbit Labs startup's timeline (timeline cases). */
  timelinePost: string;
  /** Orbit Labs' startup plan (milestones.demo.ts), one of its milestones and a template; the demo organisation's plan, template and startup (Nimbus Analytics). */
  milestonePlan: string;
  milestone: string;
  milestoneTemplate: string;
  demoMilestonePlan: string;
  demoMilestoneTemplate: string;
  demoStartup: string;
  /** A document folder of Orbit Labs' startup and a document in it (written by the tenant matrix). */
  documentFolder: string;
  startupDocument: string;
};

/**
 * A call, by a demo admin, of a field that takes an id, with another tenant's ids. It must
 * answer as if the row did not exist and change nothing.
 */
export type TenantCase = {
  query: string;
  variables: (ids: ForeignIds) => Record<string, unknown>;
  /** How "not found" shows: an error named NotFoundError (default), or an answer that holds nothing. */
  expectData?: (data: Record<string, unknown>, ids: ForeignIds) => void;
};

/**
 * Permission cases by root field name. Tenant cases too; a case named "field.argument" covers
 * one more id argument of that field.
 */
export type PermissionCases = Record<string, PermissionCase>;
export type TenantCases = Record<string, TenantCase>;

/** What a module's `<domain>.matrix.ts` exports. */
export type MatrixFile = { permissionCases?: PermissionCases; tenantCases?: TenantCases };

/** The roles that administer an incubator. */
export const ADMIN_GROUP: RoleType[] = ["Admin", "AdminCoach"];

/** An id no row has (per run). */
export const nobody = randomUUID();
