import { inTransaction } from "../../db/client.ts";
import type { ServiceContext } from "../../service-context.ts";
import { defineJob } from "../jobs/index.ts";
import { recordActivity } from "./activity.service.ts";
import { archiveDrafts, findFunnel, funnelsPastDeadline, updateFunnelRow } from "./funnels.repository.ts";

/**
 * The funnel deadline (issue 17, docs/funnels.md): every 15 minutes per organisation, each
 * open funnel whose deadline has passed is closed (`closed_at`) and its drafts archived
 * (`archived_at`, with an `archived` activity): a closed funnel takes no new application and
 * no draft of it can be submitted any more (applying checks `closedAt` and the deadline itself,
 * so the quarter hour between the deadline and the job changes nothing for applicants).
 * Idempotent: a closed funnel is not picked again, an archived draft not archived twice.
 * Moving the deadline to the future re-opens the funnel (updateFunnel); its archived drafts
 * stay archived.
 */
export async function closeFunnelsPastDeadline(
  ctx: Pick<ServiceContext, "db" | "tenant" | "clock">,
): Promise<{ funnels: number; drafts: number }> {
  const now = ctx.clock.now();
  let drafts = 0;
  const due = await funnelsPastDeadline(ctx.db, ctx.tenant, now);
  for (const funnel of due) {
    drafts += await inTransaction(ctx.db, async (db) => {
      const locked = await findFunnel(db, ctx.tenant, funnel.id, true);
      // Re-checked under the lock: the deadline may have moved since the list was read.
      if (!locked || locked.closedAt || !locked.deadline || locked.deadline > now) return 0;
      await updateFunnelRow(db, ctx.tenant, locked.id, { closedAt: now, updatedAt: now });
      const archived = await archiveDrafts(db, ctx.tenant, locked.id, now);
      const tx = { db, tenant: ctx.tenant, clock: ctx.clock, viewer: null };
      for (const id of archived)
        await recordActivity(
          tx,
          id,
          "archived",
          { funnelId: locked.id, deadline: locked.deadline.toISOString() },
          null,
        );
      return archived.length;
    });
  }
  return { funnels: due.length, drafts };
}

export const funnelDeadlineJob = defineJob({
  kind: "applications.funnelDeadline",
  schedule: { cron: "*/15 * * * *" },
  async run(_payload, ctx) {
    const { funnels, drafts } = await closeFunnelsPastDeadline(ctx);
    if (funnels > 0) ctx.log?.info({ funnels, drafts }, "funnels closed at their deadline");
  },
});
