import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type ApprovalStatus,
  type TaskAssigneeRow,
  type TaskRow,
  taskAssignees,
  tasks,
} from "./tasks.tables.ts";

/** The only file that queries the tasks tables; every query through scoped()/owned(). */

export type NewTask = Omit<typeof tasks.$inferInsert, "id" | "incubatorId" | "createdAt" | "updatedAt">;
export type NewAssignee = Omit<typeof taskAssignees.$inferInsert, "incubatorId" | "taskId">;

export async function insertTask(db: Db, tenant: Tenant, task: NewTask, assignees: NewAssignee[]) {
  const [row] = await db.insert(tasks).values(owned(tenant, task)).returning();
  if (!row) throw new Error("insert returned no task");
  if (assignees.length > 0) {
    await db.insert(taskAssignees).values(assignees.map((a) => owned(tenant, { ...a, taskId: row.id })));
  }
  return row;
}

export async function findTask(db: Db, tenant: Tenant, id: string): Promise<TaskRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(tasks)
    .where(scoped(tasks, tenant, eq(tasks.id, id)));
  return row ?? null;
}

export async function findAutomatedTask(db: Db, tenant: Tenant, key: string): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(scoped(tasks, tenant, eq(tasks.automatedKey, key)));
  return row ?? null;
}

export async function findAssignees(db: Db, tenant: Tenant, taskIds: string[]): Promise<TaskAssigneeRow[]> {
  if (taskIds.length === 0) return [];
  return db
    .select()
    .from(taskAssignees)
    .where(scoped(taskAssignees, tenant, inArray(taskAssignees.taskId, taskIds)));
}

export async function updateTaskRow(db: Db, tenant: Tenant, id: string, patch: Partial<NewTask>) {
  await db
    .update(tasks)
    .set({ ...patch, updatedAt: new Date() })
    .where(scoped(tasks, tenant, eq(tasks.id, id)));
}

export async function deleteTaskRow(db: Db, tenant: Tenant, id: string) {
  await db.delete(tasks).where(scoped(tasks, tenant, eq(tasks.id, id)));
}

export async function insertAssignees(db: Db, tenant: Tenant, taskId: string, rows: NewAssignee[]) {
  if (rows.length === 0) return;
  await db.insert(taskAssignees).values(rows.map((a) => owned(tenant, { ...a, taskId })));
}

export async function deleteAssignees(db: Db, tenant: Tenant, taskId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .delete(taskAssignees)
    .where(
      scoped(taskAssignees, tenant, eq(taskAssignees.taskId, taskId), inArray(taskAssignees.userId, userIds)),
    );
}

/** Sets the done state of some assignees of a task (all of them when `userIds` is null). */
export async function setDone(
  db: Db,
  tenant: Tenant,
  taskId: string,
  userIds: string[] | null,
  done: boolean,
) {
  await db
    .update(taskAssignees)
    .set({ done, completedAt: done ? new Date() : null })
    .where(
      scoped(
        taskAssignees,
        tenant,
        eq(taskAssignees.taskId, taskId),
        userIds ? inArray(taskAssignees.userId, userIds) : undefined,
        // A request waiting for an answer, or denied, is not anyone's to tick off.
        eq(taskAssignees.approvalStatus, "APPROVED"),
      ),
    );
}

export async function setApproval(
  db: Db,
  tenant: Tenant,
  taskId: string,
  userId: string,
  status: ApprovalStatus,
) {
  await db
    .update(taskAssignees)
    .set({ approvalStatus: status })
    .where(scoped(taskAssignees, tenant, eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, userId)));
}

/** Which tasks a list holds (one tab or the startup file), before the window and the cursor. */
export type TaskFilter =
  | { kind: "assignee"; userId: string; approval?: ApprovalStatus; done?: boolean }
  | { kind: "users"; userIds: string[] | "ALL"; pendingOnly?: boolean }
  | { kind: "startups"; startupIds: string[] | "ALL"; pendingOnly?: boolean };

export type TaskWindow = { after?: Date; before?: Date };
export type TaskCursor = { dueAt: Date; id: string };

function assigneeWhere(filter: TaskFilter): SQL | undefined {
  const rowOf = (...conditions: (SQL | undefined)[]) =>
    exists(
      sql`(select 1 from ${taskAssignees} where ${and(eq(taskAssignees.taskId, tasks.id), ...conditions)})`,
    );
  // Tasks still to do: someone approved has not done it.
  const pending = rowOf(eq(taskAssignees.done, false), eq(taskAssignees.approvalStatus, "APPROVED"));
  switch (filter.kind) {
    case "assignee":
      return rowOf(
        eq(taskAssignees.userId, filter.userId),
        filter.approval
          ? eq(taskAssignees.approvalStatus, filter.approval)
          : ne(taskAssignees.approvalStatus, "DENIED"),
        filter.done === undefined ? undefined : eq(taskAssignees.done, filter.done),
      );
    case "users":
      return and(
        filter.userIds === "ALL"
          ? rowOf()
          : filter.userIds.length === 0
            ? sql`false`
            : rowOf(inArray(taskAssignees.userId, filter.userIds)),
        filter.pendingOnly ? pending : undefined,
      );
    case "startups":
      return and(
        filter.startupIds === "ALL"
          ? isNotNull(tasks.startupId)
          : filter.startupIds.length === 0
            ? sql`false`
            : inArray(tasks.startupId, filter.startupIds),
        filter.pendingOnly ? pending : undefined,
      );
  }
}

function windowWhere(window: TaskWindow): SQL | undefined {
  return and(
    window.after ? gte(tasks.dueAt, window.after) : undefined,
    window.before ? lt(tasks.dueAt, window.before) : undefined,
  );
}

/** A page of tasks by due date (then id), after the cursor, and how many the list holds. */
export async function findTasksPage(
  db: Db,
  tenant: Tenant,
  filter: TaskFilter,
  window: TaskWindow,
  cursor: TaskCursor | null,
  limit: number,
): Promise<{ rows: TaskRow[]; total: number; more: boolean }> {
  const base = scoped(tasks, tenant, assigneeWhere(filter), windowWhere(window));
  const after = cursor
    ? or(gt(tasks.dueAt, cursor.dueAt), and(eq(tasks.dueAt, cursor.dueAt), gt(tasks.id, cursor.id)))
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(tasks)
      .where(and(base, after))
      .orderBy(asc(tasks.dueAt), asc(tasks.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(tasks).where(base),
  ]);
  return { rows: rows.slice(0, limit), total: Number(totals[0]?.n ?? 0), more: rows.length > limit };
}

/** How many tasks a user has approved and not done, due before an instant (the badge). */
export async function countDueFor(db: Db, tenant: Tenant, userId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(
      scoped(
        taskAssignees,
        tenant,
        eq(taskAssignees.userId, userId),
        eq(taskAssignees.done, false),
        eq(taskAssignees.approvalStatus, "APPROVED"),
        lt(tasks.dueAt, before),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Approved, open assignments due in a window (reminders): task and assignee. */
export async function findOpenAssignmentsDue(db: Db, tenant: Tenant, window: { after: Date; before: Date }) {
  return db
    .select({ task: tasks, userId: taskAssignees.userId })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(
      scoped(
        taskAssignees,
        tenant,
        eq(taskAssignees.done, false),
        eq(taskAssignees.approvalStatus, "APPROVED"),
        gte(tasks.dueAt, window.after),
        lt(tasks.dueAt, window.before),
      ),
    );
}
