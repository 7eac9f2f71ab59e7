import type { ServiceContext } from "../../service-context.ts";
import { holds, requireAccess } from "../permissions/index.ts";
import { startupNames } from "../startups/index.ts";
import { userNames } from "../users/index.ts";
import { findAssignees } from "./tasks.repository.ts";
import type { ApprovalStatus, AssigneeType, TaskAssigneeRow, TaskRow } from "./tasks.tables.ts";

/**
 * A task as the API shows it (spec-1 §3 Task). `approvalStatus` and `completionStatus` are
 * the viewer's own when they are an assignee (their request, their done state); otherwise
 * the task's: PENDING while any request waits, DENIED when every one was denied; COMPLETED
 * when every approved assignee is done.
 */
export type TaskView = {
  id: string;
  name: string;
  dueDate: Date;
  tag: string;
  url: string | null;
  taskType: string;
  automated: boolean;
  isGroupTask: boolean;
  createdBy: { id: string; fullName: string } | null;
  createdAt: Date;
  updatedAt: Date;
  startup: { id: string; name: string } | null;
  assignees: AssigneeView[];
  approvalStatus: ApprovalStatus;
  completionStatus: "PENDING" | "COMPLETED";
  canEdit: boolean;
};

export type AssigneeView = {
  user: { id: string; fullName: string };
  done: boolean;
  status: ApprovalStatus;
  completedAt: Date | null;
  type: AssigneeType;
  value: string;
};

export const TASK_TYPE_MANUAL = "MANUAL";

export async function taskViews(ctx: ServiceContext, rows: TaskRow[]): Promise<TaskView[]> {
  if (rows.length === 0) return [];
  const access = await requireAccess(ctx);
  const assignees = await findAssignees(
    ctx.db,
    ctx.tenant,
    rows.map((r) => r.id),
  );
  const userIds = [
    ...new Set([
      ...assignees.map((a) => a.userId),
      ...rows.flatMap((r) => (r.createdById ? [r.createdById] : [])),
    ]),
  ];
  const startupIds = [...new Set(rows.flatMap((r) => (r.startupId ? [r.startupId] : [])))];
  const [names, startups, mayDelete] = await Promise.all([
    userNames(ctx, userIds),
    startupNames(ctx, startupIds),
    holds(ctx, "TASK/TASK:DELETE"),
  ]);
  return rows.map((row) => {
    const own = assignees.filter((a) => a.taskId === row.id);
    const mine = own.find((a) => a.userId === access.userId);
    const startup = startups.find((s) => s.id === row.startupId);
    return {
      id: row.id,
      name: row.name,
      dueDate: row.dueAt,
      tag: row.tag,
      url: row.url,
      taskType: row.automatedKind ?? TASK_TYPE_MANUAL,
      automated: row.automatedKind !== null,
      isGroupTask: row.isGroupTask,
      createdBy: row.createdById ? { id: row.createdById, fullName: names.get(row.createdById) ?? "" } : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      startup: startup ? { id: startup.id, name: startup.name } : null,
      assignees: own.map((a) => assigneeView(a, names)),
      approvalStatus: mine ? mine.approvalStatus : taskApproval(own),
      completionStatus: (mine ? mine.done : taskDone(own)) ? "COMPLETED" : "PENDING",
      canEdit: row.automatedKind === null && (row.createdById === access.userId || mayDelete),
    };
  });
}

function assigneeView(a: TaskAssigneeRow, names: Map<string, string>): AssigneeView {
  return {
    user: { id: a.userId, fullName: names.get(a.userId) ?? "" },
    done: a.done,
    status: a.approvalStatus,
    completedAt: a.completedAt,
    type: a.type,
    value: a.value,
  };
}

export function taskApproval(rows: Pick<TaskAssigneeRow, "approvalStatus">[]): ApprovalStatus {
  if (rows.some((r) => r.approvalStatus === "PENDING")) return "PENDING";
  if (rows.length > 0 && rows.every((r) => r.approvalStatus === "DENIED")) return "DENIED";
  return "APPROVED";
}

export function taskDone(rows: Pick<TaskAssigneeRow, "approvalStatus" | "done">[]): boolean {
  const approved = rows.filter((r) => r.approvalStatus === "APPROVED");
  return approved.length > 0 && approved.every((r) => r.done);
}
