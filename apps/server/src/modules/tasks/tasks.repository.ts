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
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
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
  // Read with every task list and badge (the profile task): built once (db/prepared.ts).
  const statement = prepared(db, "tasks.automatedByKey", (db) =>
    db
      .select()
      .from(tasks)
      .where(scopedAs(tasks, eq(tasks.automatedKey, placeholder("key")))),
  );
  const [row] = await statement.execute({ tenant: tenant.id, key });
  return row ?? null;
}

export async function findAssignees(db: Db, tenant: Tenant, taskIds: string[]): Promise<TaskAssigneeRow[]> {
  if (taskIds.length === 0) return [];
  const statement = prepared(db, "tasks.assigneesOf", (db) =>
    db
      .select()
      .from(taskAssignees)
      .where(scopedAs(taskAssignees, anyOf(taskAssignees.taskId, "taskIds"))),
  );
  return statement.execute({ tenant: tenant.id, taskIds });
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

/**
 * The list's conditions with placeholders, and their values: the statements of a list are
 * prepared once per shape (which filter, which optional conditions; db/prepared.ts), the
 * values filled at each execution. A list of ids is one array value (`= any($n)`).
 */
type ListShape = { key: string; values: Record<string, unknown>; where: () => (SQL | undefined)[] };

function listShape(filter: TaskFilter, window: TaskWindow): ListShape {
  const values: Record<string, unknown> = {};
  const parts: string[] = [filter.kind];
  const rowOf = (...conditions: (SQL | undefined)[]) =>
    exists(
      sql`(select 1 from ${taskAssignees} where ${and(eq(taskAssignees.taskId, tasks.id), ...conditions)})`,
    );
  // Tasks still to do: someone approved has not done it.
  const pending = () =>
    rowOf(
      eq(taskAssignees.done, placeholder("notDone")),
      eq(taskAssignees.approvalStatus, placeholder("approved")),
    );
  let assignee: () => SQL | undefined;
  switch (filter.kind) {
    case "assignee": {
      values.userId = filter.userId;
      if (filter.approval) values.approval = filter.approval;
      else values.denied = "DENIED";
      if (filter.done !== undefined) values.done = filter.done;
      parts.push(filter.approval ? "approval" : "notDenied", filter.done === undefined ? "" : "done");
      assignee = () =>
        rowOf(
          eq(taskAssignees.userId, placeholder("userId")),
          filter.approval
            ? eq(taskAssignees.approvalStatus, placeholder("approval"))
            : ne(taskAssignees.approvalStatus, placeholder("denied")),
          filter.done === undefined ? undefined : eq(taskAssignees.done, placeholder("done")),
        );
      break;
    }
    case "users": {
      const ids = filter.userIds;
      if (ids !== "ALL" && ids.length > 0) values.userIds = ids;
      parts.push(ids === "ALL" ? "all" : ids.length === 0 ? "none" : "some");
      assignee = () =>
        ids === "ALL"
          ? rowOf()
          : ids.length === 0
            ? sql`false`
            : rowOf(anyOf(taskAssignees.userId, "userIds"));
      break;
    }
    case "startups": {
      const ids = filter.startupIds;
      if (ids !== "ALL" && ids.length > 0) values.startupIds = ids;
      parts.push(ids === "ALL" ? "all" : ids.length === 0 ? "none" : "some");
      assignee = () =>
        ids === "ALL"
          ? isNotNull(tasks.startupId)
          : ids.length === 0
            ? sql`false`
            : anyOf(tasks.startupId, "startupIds");
      break;
    }
  }
  const pendingOnly = filter.kind !== "assignee" && filter.pendingOnly === true;
  if (pendingOnly) Object.assign(values, { notDone: false, approved: "APPROVED" });
  // Drizzle sends a timestamp's value as its ISO text; so do these.
  if (window.after) values.after = window.after.toISOString();
  if (window.before) values.before = window.before.toISOString();
  parts.push(pendingOnly ? "pending" : "", window.after ? "after" : "", window.before ? "before" : "");
  return {
    key: parts.join(","),
    values,
    // Two conditions beside the tenant's, grouped as the builder grouped them before (the
    // same SQL text): the assignees' (with "still to do"), and the window.
    where: () => [
      and(assignee(), pendingOnly ? pending() : undefined),
      and(
        window.after ? gte(tasks.dueAt, placeholder("after")) : undefined,
        window.before ? lt(tasks.dueAt, placeholder("before")) : undefined,
      ),
    ],
  };
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
  const shape = listShape(filter, window);
  // The tasks popup and /tasks read these on every open: built once per shape (db/prepared.ts).
  const page = prepared(db, `tasks.page:${shape.key}${cursor ? ",cursor" : ""}`, (db) =>
    db
      .select()
      .from(tasks)
      .where(
        and(
          scopedAs(tasks, ...shape.where()),
          cursor
            ? or(
                gt(tasks.dueAt, placeholder("cursorAt")),
                and(eq(tasks.dueAt, placeholder("cursorAt")), gt(tasks.id, placeholder("cursorId"))),
              )
            : undefined,
        ),
      )
      .orderBy(asc(tasks.dueAt), asc(tasks.id))
      .limit(placeholder("limit")),
  );
  const total = prepared(db, `tasks.count:${shape.key}`, (db) =>
    db
      .select({ n: count() })
      .from(tasks)
      .where(scopedAs(tasks, ...shape.where())),
  );
  const values = { tenant: tenant.id, ...shape.values };
  const [rows, totals] = await Promise.all([
    page.execute({
      ...values,
      limit: limit + 1,
      ...(cursor ? { cursorAt: cursor.dueAt.toISOString(), cursorId: cursor.id } : {}),
    }),
    total.execute(values),
  ]);
  return { rows: rows.slice(0, limit), total: Number(totals[0]?.n ?? 0), more: rows.length > limit };
}

/** How many tasks a user has approved and not done, due before an instant (the badge). */
export async function countDueFor(db: Db, tenant: Tenant, userId: string, before: Date): Promise<number> {
  // The tasks button's badge, on every signed-in page: built once (db/prepared.ts).
  const statement = prepared(db, "tasks.countDue", (db) =>
    db
      .select({ n: count() })
      .from(taskAssignees)
      .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
      .where(
        scopedAs(
          taskAssignees,
          eq(taskAssignees.userId, placeholder("userId")),
          eq(taskAssignees.done, placeholder("done")),
          eq(taskAssignees.approvalStatus, placeholder("approved")),
          lt(tasks.dueAt, placeholder("before")),
        ),
      ),
  );
  const [row] = await statement.execute({
    tenant: tenant.id,
    userId,
    done: false,
    approved: "APPROVED",
    before: before.toISOString(),
  });
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
