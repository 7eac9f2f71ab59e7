import type { ServiceContext } from "../../service-context.ts";
import { weeklyHoursOf } from "../availability/index.ts";
import { defineJob } from "../jobs/index.ts";
import { findHosts, pendingOneOnOnes, updateEventRow } from "./events.repository.ts";
import type { EventStatus, IncubatorEventRow } from "./events.tables.ts";
import { type EventsContext, eventTx } from "./events-context.ts";
import { publishEventJob } from "./publish.job.ts";

/**
 * PENDING_HOST_AVAILABILITIES (decision 027): a one-to-one event offered in its hosts' weekly
 * hours (availability method HOSTS_AVAILABILITY, the default) is saved as pending instead of
 * published while a host has no weekly hours — nobody could book it — and is not announced.
 * Every ten minutes a job publishes (and announces) the pending events whose hosts all have
 * hours now; an editor may also publish again after the hosts set them.
 */
export async function hostsWithoutHours(ctx: ServiceContext, hostIds: string[]): Promise<string[]> {
  if (hostIds.length === 0) return [];
  const withHours = new Set((await weeklyHoursOf(ctx, hostIds)).map((h) => h.userId));
  return hostIds.filter((id) => !withHours.has(id));
}

/** The status an event is saved with: PUBLISHED held back as pending while a host has no hours. */
export async function effectiveStatus(
  ctx: ServiceContext,
  e: Pick<IncubatorEventRow, "eventType" | "availabilityMethod"> & { status: EventStatus },
  hostIds: string[],
): Promise<EventStatus> {
  if (e.status !== "PUBLISHED" || e.eventType !== "ONE_ON_ONE" || e.availabilityMethod === "EVENT_HOURS")
    return e.status;
  return (await hostsWithoutHours(ctx, hostIds)).length > 0 ? "PENDING_HOST_AVAILABILITIES" : "PUBLISHED";
}

/** Publishes the pending one-to-one events whose hosts all have weekly hours; returns how many. */
export async function publishReadyEvents(ctx: EventsContext, origin = ""): Promise<number> {
  let published = 0;
  for (const event of await pendingOneOnOnes(ctx.db, ctx.tenant, ctx.clock.now())) {
    const hosts = (await findHosts(ctx.db, ctx.tenant, [event.id])).map((h) => h.userId);
    if (hosts.length === 0 || (await hostsWithoutHours(ctx, hosts)).length > 0) continue;
    await eventTx(ctx, async (tx) => {
      const saved = await updateEventRow(tx.db, tx.tenant, event.id, {
        status: "PUBLISHED",
        publishedAt: event.publishedAt ?? tx.clock.now(),
      });
      if (saved && event.publishedAt === null)
        await tx.jobs.enqueue(
          tx.db,
          tx.tenant,
          publishEventJob,
          { eventId: event.id, origin },
          { dedupeKey: event.id },
        );
    });
    published += 1;
  }
  return published;
}

export const publishReadyEventsJob = defineJob<Record<string, never>>({
  kind: "events.publishReady",
  schedule: { cron: "*/10 * * * *" },
  async run(_payload, ctx) {
    await publishReadyEvents(ctx);
  },
});
