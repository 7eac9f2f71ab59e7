import type { ServiceContext } from "../../service-context.ts";
import type { ActivityKind } from "./activity.kinds.ts";
import { insertActivity } from "./applications.repository.ts";
import type { ApplicationActivityRow } from "./applications.tables.ts";

export type { ActivityKind } from "./activity.kinds.ts";

/**
 * Records what happened to an application in its file's activity. The actor is the viewer
 * (null for a job) unless `actorId` is given. With `ctx.db` a transaction, the entry stands
 * or falls with the change it records.
 */
export function recordActivity(
  ctx: Pick<ServiceContext, "db" | "tenant" | "viewer" | "clock">,
  applicationId: string,
  kind: ActivityKind,
  values: Record<string, string | number | null> = {},
  actorId?: string | null,
): Promise<ApplicationActivityRow> {
  return insertActivity(ctx.db, ctx.tenant, {
    applicationId,
    actorId: actorId === undefined ? (ctx.viewer?.id ?? null) : actorId,
    kind,
    values,
    createdAt: ctx.clock.now(),
  });
}
