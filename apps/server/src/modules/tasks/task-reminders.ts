import { DAY_MS } from "@launchpad/domain/slots/time-zone";
import type { Db } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { defineJob } from "../jobs/index.ts";
import { meetingTime } from "../mail/index.ts";
import { peopleByIds } from "../users/index.ts";
import { taskDueSoonMail } from "./mail/task-due-soon.mail.ts";
import { taskOverdueMail } from "./mail/task-overdue.mail.ts";
import { findAssignees, findTask } from "./tasks.repository.ts";
import type { TaskRow } from "./tasks.tables.ts";

/**
 * Reminders by e-mail (issue 14): the day before a task is due (24 hours before) and when
 * it becomes overdue (at its due time), to each approved assignee who has not done it, in
 * their language and zone. Both are queued as jobs when the task is created or its due date
 * changes, in the same transaction; a job whose task is gone, done, automated, or due at
 * another time now (moved since) sends nothing. A task due within a day gets only the
 * overdue one. Jobs survive restarts and run once across instances (decision 017).
 */
export type ReminderKind = "DUE_SOON" | "OVERDUE";
type Payload = { taskId: string; kind: ReminderKind; dueAt: string; origin: string };

export const taskReminderJob = defineJob<Payload>({
  kind: "tasks.reminder",
  async run(payload, ctx) {
    const task = await findTask(ctx.db, ctx.tenant, payload.taskId);
    if (!task || task.automatedKind || task.dueAt.toISOString() !== payload.dueAt) return;
    const open = (await findAssignees(ctx.db, ctx.tenant, [task.id])).filter(
      (a) => a.approvalStatus === "APPROVED" && !a.done,
    );
    if (open.length === 0) return;
    const [people, incubator] = await Promise.all([
      peopleByIds(
        ctx,
        open.map((a) => a.userId),
      ),
      incubatorOf(ctx),
    ]);
    const template = payload.kind === "DUE_SOON" ? taskDueSoonMail : taskOverdueMail;
    for (const { user } of people) {
      await ctx.mailer.send(
        ctx.db,
        ctx.tenant,
        template.render(user.language, user.email, {
          organisation: incubator?.name ?? "Launchpad",
          name: user.firstName,
          task: task.name,
          due: meetingTime(task.dueAt, user.language, user.timezone),
          link: `${payload.origin}/tasks`,
        }),
      );
    }
  },
});

export type ReminderCtx = Pick<ServiceContext, "tenant" | "clock"> & Pick<Services, "jobs">;

/** Queues a task's reminders (in `db`, the write's transaction), for its current due time. */
export async function queueReminders(
  ctx: ReminderCtx,
  db: Db,
  task: Pick<TaskRow, "id" | "dueAt">,
  origin: string,
) {
  const now = ctx.clock.now().getTime();
  const due = task.dueAt.getTime();
  const dueAt = task.dueAt.toISOString();
  const queue = (kind: ReminderKind, runAt: number) =>
    ctx.jobs.enqueue(
      db,
      ctx.tenant,
      taskReminderJob,
      { taskId: task.id, kind, dueAt, origin },
      { runAt: new Date(runAt), dedupeKey: `${task.id}:${kind}:${dueAt}` },
    );
  if (due - DAY_MS > now) await queue("DUE_SOON", due - DAY_MS);
  await queue("OVERDUE", Math.max(due, now));
}
