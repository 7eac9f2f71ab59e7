import { AppError } from "../../graphql/errors.ts";

/**
 * The tasks module's typed errors and their reason codes (`extensions.reason`): who may
 * change a task, an answer to a request that is not waiting, an automated task that closes
 * itself.
 */
export const TASK_REASONS = [
  "NOT_CREATOR",
  "NOT_ASSIGNEE",
  "NOT_A_REQUEST",
  "AUTOMATED",
  "TEAM_ONLY",
] as const;
export type TaskReason = (typeof TASK_REASONS)[number];

/** Editing, deleting or ticking off someone else's task: the creator, or TASK/TASK:DELETE. */
export class TaskForbiddenError extends AppError {
  constructor(reason: Extract<TaskReason, "NOT_CREATOR" | "NOT_ASSIGNEE" | "TEAM_ONLY">, message: string) {
    super("ForbiddenError", message, { reason });
  }
}

/** An answer to a request that is not waiting for one. */
export class NotARequestError extends AppError {
  constructor() {
    super("ConflictError", "This task is not waiting for your answer", {
      reason: "NOT_A_REQUEST" satisfies TaskReason,
    });
  }
}

/** An automated task is closed by the action it asks for, not by hand (docs/tasks.md). */
export class AutomatedTaskError extends AppError {
  constructor() {
    super("ConflictError", "This task closes itself when its action is done", {
      reason: "AUTOMATED" satisfies TaskReason,
    });
  }
}
