import { TASK_HOLDER_ROLES } from "@launchpad/domain/tasks";
import { inTransaction } from "../../db/client.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireAccess } from "../permissions/index.ts";
import { type ProfileFields, profileFieldsOf } from "../users/index.ts";
import { publishTaskChanges, type TaskEventCtx } from "./task-events.ts";
import { findAssignees, findAutomatedTask, insertTask, setDone } from "./tasks.repository.ts";

/**
 * Automated tasks (docs/tasks.md): the system gives a person a task for an action, marked
 * automated (no creator, `taskType` its kind), and closes it when the action is done; nobody
 * edits, deletes or ticks one off by hand. The first: PROFILE, "complete your profile".
 *
 * A profile is complete when the first and last names, the headline and the bio are filled
 * in (the fields of PUT /user that others read on a profile; phone is private, the zone
 * and language have defaults). The task is reconciled when its holder reads their tasks or
 * badge: created (due a week later) while the profile is incomplete, closed once it is —
 * so it is gone the next time they look, and never comes back once done.
 */
export const PROFILE_TASK = "PROFILE";
const PROFILE_DUE_DAYS = 7;

export function profileComplete(profile: ProfileFields): boolean {
  const { firstName, lastName, headline, bio } = profile;
  return [firstName, lastName, headline, bio].every((v) => (v ?? "").trim().length > 0);
}

/**
 * Reconciles the viewer's profile task; returns the profile it read (the lists and the badge
 * take the viewer's zone from it instead of reading the account again), or null. The role
 * is the request's access check's (read once per request); the profile is one narrow read.
 */
export async function syncProfileTask(
  ctx: ServiceContext & TaskEventCtx,
  userId: string,
): Promise<ProfileFields | null> {
  const [access, person] = await Promise.all([requireAccess(ctx), profileFieldsOf(ctx, userId)]);
  if (access.userId !== userId) throw new Error("syncProfileTask is the viewer's own");
  if (!person || !TASK_HOLDER_ROLES.includes(access.roleType)) return person;
  const key = `profile:${userId}`;
  const existing = await findAutomatedTask(ctx.db, ctx.tenant, key);
  const complete = profileComplete(person);
  if (!existing) {
    if (complete) return person;
    const dueAt = new Date(ctx.clock.now().getTime() + PROFILE_DUE_DAYS * 86_400_000);
    const task = await inTransaction(ctx.db, (tx) =>
      insertTask(
        tx,
        ctx.tenant,
        {
          name: "Complete your profile",
          dueAt,
          url: "/profile",
          automatedKind: PROFILE_TASK,
          automatedKey: key,
        },
        [{ userId, type: "USER", value: userId, approvalStatus: "APPROVED" }],
      ),
    ).catch(() => null); // Two first reads at once: the other one made it (unique key).
    if (task) publishTaskChanges(ctx, [{ userId, updateType: "ADDED", task, approvalStatus: "APPROVED" }]);
    return person;
  }
  if (!complete) return person;
  const [row] = await findAssignees(ctx.db, ctx.tenant, [existing.id]);
  if (!row || row.done) return person;
  await setDone(ctx.db, ctx.tenant, existing.id, null, true);
  publishTaskChanges(ctx, [{ userId, updateType: "REMOVED", task: existing, approvalStatus: "APPROVED" }]);
  return person;
}
