import type { UserStatus } from "@launchpad/domain";

/** Statuses of users who may not be signed in. */
export const BLOCKED_USER_STATUSES = ["deleted", "unactive", "deny", "archived"] as const;

/** Whether a user of this status may sign in and keep their sessions. */
export function maySignIn(status: UserStatus | string): boolean {
  return !(BLOCKED_USER_STATUSES as readonly string[]).includes(status);
}
