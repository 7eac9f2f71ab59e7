import { Cron } from "croner";
import type { JobDefinition } from "./job-definition.ts";
import type { NewJob } from "./jobs.repository.ts";

/** An incubator as the scheduler needs it: recurring jobs run at their time in its zone. */
export type TenantZone = { id: string; slug: string; timezone: string };

/**
 * The next occurrence of each recurring job for each incubator, after `now`, read in the
 * incubator's time zone (an unknown zone reads as UTC). The occurrence is the row's
 * `scheduled_for`, unique per kind and incubator, so every instance may queue it: it is
 * queued once, and a later evaluation finds the one after it.
 */
export function nextOccurrences(
  definitions: JobDefinition[],
  tenants: TenantZone[],
  now: Date,
): (NewJob & { incubatorId: string })[] {
  const rows: (NewJob & { incubatorId: string })[] = [];
  for (const job of definitions) {
    if (!job.schedule) continue;
    const byZone = new Map<string, Date | null>();
    for (const tenant of tenants) {
      if (!byZone.has(tenant.timezone))
        byZone.set(tenant.timezone, nextRun(job.schedule.cron, tenant.timezone, now));
      const at = byZone.get(tenant.timezone);
      if (!at) continue;
      rows.push({
        incubatorId: tenant.id,
        kind: job.kind,
        payload: {},
        runAt: at,
        scheduledFor: at,
        maxAttempts: job.retry.limit + 1,
        backoffSeconds: job.retry.backoffSeconds,
      });
    }
  }
  return rows;
}

function nextRun(pattern: string, timezone: string, now: Date): Date | null {
  try {
    return new Cron(pattern, { timezone, paused: true }).nextRun(now);
  } catch {
    return new Cron(pattern, { timezone: "UTC", paused: true }).nextRun(now);
  }
}
