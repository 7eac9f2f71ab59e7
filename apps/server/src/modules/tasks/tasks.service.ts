import { TASK_NAME_MAX_LENGTH, TASK_TAGS } from "@launchpad/domain/tasks";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { holds, requireAccess } from "../permissions/index.ts";
import { publishTaskChanges, type TaskChange } from "./task-events.ts";
import { queueReminders } from "./task-reminders.ts";
import { resolveAssignees } from "./task-scope.ts";
import { type TaskView, taskViews } from "./task-view.ts";
import { AutomatedTaskError, NotARequestError, TaskForbiddenError } from "./tasks.errors.ts";
import {
  deleteAssignees,
  deleteTaskRow,
  findAssignees,
  findTask,
  insertAssignees,
  insertTask,
  setApproval,
  setDone,
  updateTaskRow,
} from "./tasks.repository.ts";
import type { TaskAssigneeRow, TaskRow } from "./tasks.tables.ts";

/**
 * Creating, editing, deleting, ticking off and answering tasks (spec-1 §7 create task;
 * spec-2 §7 updateTask, deleteTask, updateTaskDone; docs/tasks.md):
 * - A task goes to people, a startup (its cofounders) or a role group in the creator's
 *   scope; each person gets it directly or as a request, by the matrix (assignmentKind).
 * - A group task is done per assignee; any other task is done for all when one ticks it.
 * - Edit and delete: the creator, or TASK/TASK:DELETE. Automated tasks: nobody.
 * - Each person whose list changes hears tasksUpdatedForUser after the commit.
 * - Reminders (task-reminders.ts) are queued with the task, and again when its due date moves.
 */
export type TasksCtx = ServiceContext &
  Pick<Services, "pubsub" | "jobs"> & {
    /** Where the request came from: the web app's address, for the reminders' links. */
    request?: { origin: string };
  };

const originOf = (ctx: TasksCtx) => ctx.request?.origin ?? "";

const assigneeSchema = z.object({
  type: z.enum(["USER", "STARTUP", "ROLE"]),
  value: z.coerce.string().trim().min(1).max(100),
});

const fields = {
  name: z
    .string({ message: "name is a required field" })
    .trim()
    .min(1, "name is a required field")
    .max(TASK_NAME_MAX_LENGTH, `name must be less than or equal to ${TASK_NAME_MAX_LENGTH} characters`),
  dueDate: z.iso.datetime({ offset: true, message: "dueDate is not a valid date" }),
  tag: z.enum(TASK_TAGS, { message: "tag is not a task tag" }),
  url: z
    .url({ protocol: /^https?$/, message: "url is not a valid url" })
    .max(2000)
    .nullish()
    .or(z.literal("").transform(() => null)),
  isGroupTask: z.boolean(),
  assignees: z.array(assigneeSchema).min(1, "Choose at least one assignee").max(100),
};

const createSchema = z
  .object({
    ...fields,
    tag: fields.tag.default("non-tagged"),
    isGroupTask: fields.isGroupTask.default(false),
  })
  .strict();
const updateSchema = z.object(fields).partial().strict();

export async function createTask(ctx: TasksCtx, input: unknown): Promise<TaskView> {
  const access = await requireAccess(ctx);
  const t = parseInput(createSchema, input);
  const { assignees, startupId } = await resolveAssignees(ctx, t.assignees);
  const task = await inTransaction(ctx.db, async (tx) => {
    const row = await insertTask(
      tx,
      ctx.tenant,
      {
        name: t.name,
        dueAt: new Date(t.dueDate),
        tag: t.tag,
        url: t.url ?? null,
        isGroupTask: t.isGroupTask,
        createdById: access.userId,
        startupId,
      },
      assignees.map((a) => ({
        userId: a.userId,
        type: a.type,
        value: a.value,
        approvalStatus: a.kind === "DIRECT" ? "APPROVED" : "PENDING",
      })),
    );
    await queueReminders(ctx, tx, row, originOf(ctx));
    return row;
  });
  publishTaskChanges(
    ctx,
    assignees.map((a) => ({
      userId: a.userId,
      updateType: "ADDED",
      task,
      approvalStatus: a.kind === "DIRECT" ? "APPROVED" : "PENDING",
    })),
  );
  return one(ctx, task);
}

/** A task the viewer may see: theirs (assignee or creator), or any with TASK/TASK:DELETE; otherwise not found. */
async function reachableTask(ctx: TasksCtx, id: string) {
  const access = await requireAccess(ctx);
  const task = await findTask(ctx.db, ctx.tenant, id);
  if (!task) throw new NotFoundError("Task");
  const assignees = await findAssignees(ctx.db, ctx.tenant, [task.id]);
  const mine = assignees.find((a) => a.userId === access.userId && a.approvalStatus !== "DENIED");
  const mayManage = await holds(ctx, "TASK/TASK:DELETE");
  if (!mine && task.createdById !== access.userId && !mayManage) throw new NotFoundError("Task");
  return { access, task, assignees, mine, mayManage };
}

async function editableTask(ctx: TasksCtx, id: string) {
  const found = await reachableTask(ctx, id);
  if (found.task.automatedKind) throw new AutomatedTaskError();
  if (found.task.createdById !== found.access.userId && !found.mayManage) {
    throw new TaskForbiddenError("NOT_CREATOR", "Only the task's creator can change it");
  }
  return found;
}

export async function updateTask(ctx: TasksCtx, id: string, input: unknown): Promise<TaskView> {
  const { task, assignees } = await editableTask(ctx, id);
  const patch = parseInput(updateSchema, input);
  const resolved = patch.assignees ? await resolveAssignees(ctx, patch.assignees) : null;
  const kept = new Map(assignees.map((a) => [a.userId, a]));
  const next = resolved?.assignees ?? [];
  const removed = resolved ? assignees.filter((a) => !next.some((n) => n.userId === a.userId)) : [];
  const added = next.filter((n) => !kept.has(n.userId));
  const dueAt = patch.dueDate ? new Date(patch.dueDate) : task.dueAt;
  await inTransaction(ctx.db, async (tx) => {
    await updateTaskRow(tx, ctx.tenant, task.id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.dueDate !== undefined ? { dueAt } : {}),
      ...(patch.tag !== undefined ? { tag: patch.tag } : {}),
      ...(patch.url !== undefined ? { url: patch.url ?? null } : {}),
      ...(patch.isGroupTask !== undefined ? { isGroupTask: patch.isGroupTask } : {}),
      ...(resolved ? { startupId: resolved.startupId } : {}),
    });
    await deleteAssignees(
      tx,
      ctx.tenant,
      task.id,
      removed.map((r) => r.userId),
    );
    await insertAssignees(
      tx,
      ctx.tenant,
      task.id,
      added.map((a) => ({
        userId: a.userId,
        type: a.type,
        value: a.value,
        approvalStatus: a.kind === "DIRECT" ? "APPROVED" : "PENDING",
      })),
    );
    if (dueAt.getTime() !== task.dueAt.getTime())
      await queueReminders(ctx, tx, { id: task.id, dueAt }, originOf(ctx));
  });
  const moved = { id: task.id, dueAt };
  publishTaskChanges(ctx, [
    ...removed.filter(listed).map((r) => change(r, "REMOVED", task)),
    ...added.map(
      (a): TaskChange => ({
        userId: a.userId,
        updateType: "ADDED",
        task: moved,
        approvalStatus: a.kind === "DIRECT" ? "APPROVED" : "PENDING",
      }),
    ),
    ...assignees.filter((a) => listed(a) && !removed.includes(a)).map((a) => change(a, "UPDATED", moved)),
  ]);
  return one(ctx, (await findTask(ctx.db, ctx.tenant, task.id)) as TaskRow);
}

export async function deleteTask(ctx: TasksCtx, id: string): Promise<boolean> {
  const { task, assignees } = await editableTask(ctx, id);
  await deleteTaskRow(ctx.db, ctx.tenant, task.id);
  publishTaskChanges(
    ctx,
    assignees.filter(listed).map((a) => change(a, "REMOVED", task)),
  );
  return true;
}

/**
 * updateTaskDone(taskId, assigneeId, done): an assignee ticks their task, or the creator (or
 * a TASK/TASK:DELETE holder) ticks it for one. A group task changes for that assignee only;
 * any other task for every approved assignee.
 */
export async function updateTaskDone(ctx: TasksCtx, id: string, assigneeId: string, done: boolean) {
  const { access, task, assignees, mayManage } = await reachableTask(ctx, id);
  if (task.automatedKind) throw new AutomatedTaskError();
  const target = assignees.find((a) => a.userId === assigneeId && a.approvalStatus === "APPROVED");
  if (!target) throw new NotFoundError("Assignee");
  if (assigneeId !== access.userId && task.createdById !== access.userId && !mayManage) {
    throw new TaskForbiddenError("NOT_ASSIGNEE", "You can only tick off your own tasks");
  }
  const affected = (
    task.isGroupTask ? [target] : assignees.filter((a) => a.approvalStatus === "APPROVED")
  ).filter((a) => a.done !== done);
  await setDone(
    ctx.db,
    ctx.tenant,
    task.id,
    affected.map((a) => a.userId),
    done,
  );
  publishTaskChanges(
    ctx,
    affected.map((a) => change(a, done ? "REMOVED" : "ADDED", task)),
  );
  return one(ctx, task);
}

/** An assignee accepts or denies a task sent to them as a request. */
export async function respondToTaskRequest(ctx: TasksCtx, id: string, accept: boolean) {
  const { task, mine } = await reachableTask(ctx, id);
  if (mine?.approvalStatus !== "PENDING") throw new NotARequestError();
  const status = accept ? "APPROVED" : "DENIED";
  await setApproval(ctx.db, ctx.tenant, task.id, mine.userId, status);
  // Accepted: it now counts (ADDED, approved); denied: it leaves their list.
  publishTaskChanges(ctx, [
    { userId: mine.userId, updateType: accept ? "ADDED" : "REMOVED", task, approvalStatus: status },
  ]);
  return one(ctx, task);
}

/** Whether the assignee has the task in their list now (not denied, not done). */
const listed = (a: TaskAssigneeRow) => a.approvalStatus !== "DENIED" && !a.done;

function change(
  a: TaskAssigneeRow,
  updateType: TaskChange["updateType"],
  task: Pick<TaskRow, "id" | "dueAt">,
) {
  return { userId: a.userId, updateType, task, approvalStatus: a.approvalStatus };
}

async function one(ctx: TasksCtx, row: TaskRow): Promise<TaskView> {
  const [view] = await taskViews(ctx, [row]);
  if (!view) throw new NotFoundError("Task");
  return view;
}
