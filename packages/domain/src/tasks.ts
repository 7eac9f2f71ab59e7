import type { RoleType } from "./roles.ts";
import { type EpochMs, utcToZoned, zonedTimeToUtc } from "./slots/time-zone.ts";

/**
 * Tasks (spec-1 §3, §4, §9; spec-2 §7, §9), the rules both sides share. Hand-written domain
 * logic; docs/tasks.md and decision 019 explain the choices.
 *
 * - Tags: spec-2 §9's list, "non-tagged" by default. A page holds 15 tasks (spec-1 §9).
 * - Days are the viewer's: "today" runs from their midnight to the next, in their IANA zone
 *   (DST-correct: a day may last 23 or 25 hours). Overdue is due before today's start,
 *   future from today's end on. The badge counts what is due before the end of tomorrow.
 * - Who may give whom a task directly, and who gets a request to accept or deny instead:
 *   `assignmentKind` below (the matrix of docs/tasks.md).
 */
export const TASK_TAGS = [
  "non-tagged",
  "marketing",
  "sales",
  "development",
  "finance",
  "design",
  "strategy",
  "customer_validation",
  "mvp",
  "asset",
  "cogs",
  "legal",
] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

export const TASK_PAGE_SIZE = 15;
export const TASK_NAME_MAX_LENGTH = 200;
/** spec-1 §9: removal 2 s, add 1 s. */
export const TASK_REMOVE_ANIMATION_MS = 2000;
export const TASK_ADD_ANIMATION_MS = 1000;

export type TaskSection = "OVERDUE" | "TODAY" | "FUTURE";

export type DayBounds = { todayStart: EpochMs; todayEnd: EpochMs; tomorrowEnd: EpochMs };

function nextDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today's start and end and the end of tomorrow, in a zone (unknown zones read as UTC). */
export function dayBounds(now: EpochMs, timeZone: string): DayBounds {
  const zone = validZone(timeZone);
  const { date } = utcToZoned(now, zone);
  return {
    todayStart: zonedTimeToUtc(date, 0, zone),
    todayEnd: zonedTimeToUtc(nextDate(date, 1), 0, zone),
    tomorrowEnd: zonedTimeToUtc(nextDate(date, 2), 0, zone),
  };
}

/** The instants a section covers: [after, before). */
export function sectionWindow(
  section: TaskSection,
  bounds: DayBounds,
): { after?: EpochMs; before?: EpochMs } {
  if (section === "OVERDUE") return { before: bounds.todayStart };
  if (section === "TODAY") return { after: bounds.todayStart, before: bounds.todayEnd };
  return { after: bounds.todayEnd };
}

/** Whether a task due at this instant counts on the badge (due by the end of tomorrow). */
export function dueByBadgeHorizon(due: EpochMs, bounds: Pick<DayBounds, "tomorrowEnd">): boolean {
  return due < bounds.tomorrowEnd;
}

function validZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** How a task reaches someone: given directly, sent as a request, or not at all. */
export type AssignmentKind = "DIRECT" | "REQUEST" | "NOT_ALLOWED";

type Person = RoleType;

/** Who may create tasks: the team, cofounders and community members (the roles of /tasks). */
export const TASK_CREATOR_ROLES: readonly RoleType[] = [
  "Admin",
  "AdminCoach",
  "SubAdmin",
  "Staff",
  "Coach",
  "Cofounder",
  "CommunityMember",
];

/** Who may hold tasks: everyone but applicants (and System, which is nobody). */
export const TASK_HOLDER_ROLES: readonly RoleType[] = [
  ...TASK_CREATOR_ROLES,
  "Mentor",
  "Expert",
  "Evaluator",
];

const ADMINS: readonly RoleType[] = ["Admin", "AdminCoach"];
const MANAGERS: readonly RoleType[] = [...ADMINS, "SubAdmin"];
const PROGRAMME_TEAM: readonly RoleType[] = [...MANAGERS, "Staff"];
const TEAM: readonly RoleType[] = [...PROGRAMME_TEAM, "Coach"];

/**
 * The request matrix (decision 019): by the receiver's role, who gives them tasks directly;
 * anyone else who may create tasks sends a request. A task to oneself is always direct.
 * - Mentors and experts (the network, volunteers) always receive requests.
 * - Admins take direct tasks only from another admin (Admin, Admin & Coach).
 * - Sub-admins from the admins and other sub-admins.
 * - Evaluators from those who run the programme (admins, sub-admins, staff).
 * - Staff and coaches from the team.
 * - Cofounders from the team and fellow cofounders; community members from the team.
 * - Applicants hold no tasks.
 */
const DIRECT_FROM: Record<RoleType, readonly RoleType[] | null> = {
  Admin: ADMINS,
  AdminCoach: ADMINS,
  SubAdmin: MANAGERS,
  Staff: TEAM,
  Coach: TEAM,
  Mentor: [],
  Expert: [],
  Evaluator: PROGRAMME_TEAM,
  Cofounder: [...TEAM, "Cofounder"],
  CommunityMember: TEAM,
  Applicant: null,
  System: null,
};

export function assignmentKind(sender: Person, receiver: Person, self = false): AssignmentKind {
  const direct = DIRECT_FROM[receiver];
  if (direct === null) return "NOT_ALLOWED";
  if (!TASK_CREATOR_ROLES.includes(sender)) return "NOT_ALLOWED";
  if (self) return "DIRECT";
  return direct.includes(sender) ? "DIRECT" : "REQUEST";
}
