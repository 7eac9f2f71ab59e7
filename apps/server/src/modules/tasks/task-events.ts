import type { Services } from "../../graphql/context.ts";
import type { TaskUpdatedEvent } from "../../graphql/pubsub.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { ApprovalStatus, TaskRow } from "./tasks.tables.ts";

/**
 * tasksUpdatedForUser (spec-1 §7, §4): one event per user whose list changed, after the
 * write committed, through the app's pub/sub (Redis across instances). ADDED: the task
 * entered their list (or came back, undone, or their request was accepted); REMOVED: it
 * left (done, denied, deleted, taken off them); UPDATED: it changed and stays. The event
 * carries the due date and the approval status, so that the badge moves only for a task
 * that counts (approved, due by the end of tomorrow) without reading anything.
 */
export type TaskEventCtx = Pick<ServiceContext, "tenant"> & Pick<Services, "pubsub">;

export type TaskChange = {
  userId: string;
  updateType: TaskUpdatedEvent["updateType"];
  task: Pick<TaskRow, "id" | "dueAt">;
  approvalStatus: ApprovalStatus;
};

export const userKey = (incubatorId: string, userId: string) => `${incubatorId}:${userId}`;

export function publishTaskChanges(ctx: TaskEventCtx, changes: TaskChange[]) {
  for (const c of changes) {
    ctx.pubsub.publish("tasks:updated", userKey(ctx.tenant.id, c.userId), {
      updateType: c.updateType,
      taskId: c.task.id,
      dueDate: c.task.dueAt.toISOString(),
      approvalStatus: c.approvalStatus,
    });
  }
}
