/**
 * The tasks badge (spec-1 §4): how a tasksUpdatedForUser event moves the count without a
 * round trip. ADDED raises it only for an approved task due by the end of tomorrow
 * (`horizon`, the server's, in the viewer's zone); REMOVED lowers it, never below zero,
 * for such a task only (one due later was never counted); UPDATED asks for a refetch
 * (its due date may have crossed the horizon either way).
 */
export type TaskEvent = {
  updateType: string;
  task: { dueDate: string; approvalStatus: string };
};

export type BadgeStep = { count: number; refetch: boolean };

export function nextBadge(count: number, horizon: string | null, event: TaskEvent): BadgeStep {
  const counts =
    horizon !== null &&
    event.task.approvalStatus === "APPROVED" &&
    Date.parse(event.task.dueDate) < Date.parse(horizon);
  switch (event.updateType) {
    case "ADDED":
      return { count: counts ? count + 1 : count, refetch: false };
    case "REMOVED":
      return { count: counts ? Math.max(0, count - 1) : count, refetch: false };
    default:
      return { count, refetch: true };
  }
}

/** spec-1 §9 and the notification badge's rule: above 99, "99+". */
export function badgeLabel(count: number): string {
  return count > 99 ? "99+" : String(count);
}
