import { dayBounds, sectionWindow, TASK_PAGE_SIZE, type TaskSection } from "@launchpad/domain/tasks";
import { z } from "zod";
import { isUuid } from "../../db/tenant-scope.ts";
import { NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { inScope, requireAccess } from "../permissions/index.ts";
import { startupExists } from "../startups/index.ts";
import { accountById, type ProfileFields } from "../users/index.ts";
import { syncProfileTask } from "./automated-tasks.ts";
import { isTeam, peopleScope, startupsInScope } from "./task-scope.ts";
import { type TaskView, taskViews } from "./task-view.ts";
import { TaskForbiddenError } from "./tasks.errors.ts";
import {
  countDueFor,
  findTasksPage,
  type TaskCursor,
  type TaskFilter,
  type TaskWindow,
} from "./tasks.repository.ts";
import type { TasksCtx } from "./tasks.service.ts";

/**
 * The task lists (spec-1 §2 tabs, §7 tasks; spec-2 §7 startupTasks) and the badge (spec-1 §4):
 * - MINE: the tasks given to the viewer (requests waiting for them included, denied ones not);
 * - USERS (the team): the tasks of the people in their scope;
 * - STARTUPS (the team): the tasks given to the startups in their scope.
 * A list is one section (OVERDUE, TODAY, FUTURE in the viewer's zone) or a window
 * (queryOptions.after/before), by due date, 15 a page, with an opaque cursor.
 * The badge: the viewer's approved, open tasks due before the end of tomorrow in their zone.
 */
export type TaskPage = { results: TaskView[]; next: string | null; prev: string | null; totalCount: number };

const listSchema = z.object({
  tab: z.enum(["MINE", "USERS", "STARTUPS"]).default("MINE"),
  section: z.enum(["OVERDUE", "TODAY", "FUTURE"]).nullish(),
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100, "limit is at most 100").default(TASK_PAGE_SIZE),
  queryOptions: z
    .object({
      after: z.iso.datetime({ offset: true }).nullish(),
      before: z.iso.datetime({ offset: true }).nullish(),
      approvalStatus: z.enum(["PENDING", "APPROVED", "DENIED"]).nullish(),
      completionStatus: z.enum(["PENDING", "COMPLETED"]).nullish(),
    })
    .nullish(),
});

export async function tasks(ctx: TasksCtx, args: unknown): Promise<TaskPage> {
  const q = parseInput(listSchema, args);
  const access = await requireAccess(ctx);
  const options = q.queryOptions ?? {};
  const pendingOnly = options.completionStatus === "PENDING";
  let filter: TaskFilter;
  // The viewer as the profile task read them (MINE): their zone for the section's bounds.
  let viewer: ProfileFields | null = null;
  if (q.tab === "MINE") {
    viewer = await syncProfileTask(ctx, access.userId);
    filter = {
      kind: "assignee",
      userId: access.userId,
      ...(options.approvalStatus ? { approval: options.approvalStatus } : {}),
      ...(options.completionStatus ? { done: options.completionStatus === "COMPLETED" } : {}),
    };
  } else {
    if (!isTeam(access.roleType))
      throw new TaskForbiddenError("TEAM_ONLY", "Only the team sees others' tasks");
    filter =
      q.tab === "USERS"
        ? { kind: "users", userIds: await peopleScope(ctx, access), pendingOnly }
        : { kind: "startups", startupIds: await startupsInScope(ctx), pendingOnly };
  }
  const window = await windowOf(ctx, access.userId, viewer, q.section ?? null, options);
  return page(ctx, filter, window, q.cursor ?? null, q.limit);
}

const startupSchema = z.object({
  startupId: z.string().max(100),
  after: z.iso.datetime({ offset: true }).nullish(),
  before: z.iso.datetime({ offset: true }).nullish(),
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(100, "limit is at most 100").default(TASK_PAGE_SIZE),
});

/** startupTasks(startupId, before, after): a startup's tasks (STARTUP_FILE:VIEW in scope). */
export async function startupTasks(ctx: TasksCtx, args: unknown): Promise<TaskPage> {
  const q = parseInput(startupSchema, args);
  if (!isUuid(q.startupId) || !(await startupExists(ctx, q.startupId))) throw new NotFoundError("Startup");
  if (!inScope(await startupsInScope(ctx), q.startupId)) throw new NotFoundError("Startup");
  const window: TaskWindow = {
    ...(q.after ? { after: new Date(q.after) } : {}),
    ...(q.before ? { before: new Date(q.before) } : {}),
  };
  return page(ctx, { kind: "startups", startupIds: [q.startupId] }, window, q.cursor ?? null, q.limit);
}

/** The badge: its count and the instant it counts up to (the end of tomorrow, viewer's zone). */
export async function taskBadge(
  ctx: TasksCtx,
): Promise<{ count: number; horizon: Date; todayStart: Date; todayEnd: Date }> {
  const access = await requireAccess(ctx);
  const viewer = await syncProfileTask(ctx, access.userId);
  const bounds = await boundsOf(ctx, access.userId, viewer);
  const count = await countDueFor(ctx.db, ctx.tenant, access.userId, new Date(bounds.tomorrowEnd));
  return {
    count,
    horizon: new Date(bounds.tomorrowEnd),
    todayStart: new Date(bounds.todayStart),
    todayEnd: new Date(bounds.todayEnd),
  };
}

/** The viewer's day bounds in their zone: from the person already read, else their account. */
async function boundsOf(ctx: TasksCtx, userId: string, person: ProfileFields | null) {
  const timezone = person ? person.timezone : (await accountById(ctx, userId))?.timezone;
  return dayBounds(ctx.clock.now().getTime(), timezone ?? "UTC");
}

async function windowOf(
  ctx: TasksCtx,
  userId: string,
  person: ProfileFields | null,
  section: TaskSection | null,
  options: { after?: string | null; before?: string | null },
): Promise<TaskWindow> {
  const fromSection = section ? sectionWindow(section, await boundsOf(ctx, userId, person)) : {};
  const after = Math.max(
    fromSection.after ?? -Infinity,
    options.after ? Date.parse(options.after) : -Infinity,
  );
  const before = Math.min(
    fromSection.before ?? Infinity,
    options.before ? Date.parse(options.before) : Infinity,
  );
  return {
    ...(Number.isFinite(after) ? { after: new Date(after) } : {}),
    ...(Number.isFinite(before) ? { before: new Date(before) } : {}),
  };
}

async function page(
  ctx: TasksCtx,
  filter: TaskFilter,
  window: TaskWindow,
  cursor: string | null,
  limit: number,
): Promise<TaskPage> {
  const from = cursor ? decodeCursor(cursor) : null;
  const { rows, total, more } = await findTasksPage(ctx.db, ctx.tenant, filter, window, from, limit);
  const last = rows.at(-1);
  return {
    results: await taskViews(ctx, rows),
    next: more && last ? encodeCursor({ dueAt: last.dueAt, id: last.id }) : null,
    prev: cursor,
    totalCount: total,
  };
}

export function encodeCursor(c: TaskCursor): string {
  return Buffer.from(`${c.dueAt.toISOString()}|${c.id}`).toString("base64url");
}

export function decodeCursor(text: string): TaskCursor {
  const [due, id] = Buffer.from(text, "base64url").toString().split("|");
  const dueAt = new Date(due ?? "");
  if (Number.isNaN(dueAt.getTime()) || !id || !isUuid(id)) {
    throw new ValidationError({ cursor: "cursor is not a valid cursor" });
  }
  return { dueAt, id };
}
