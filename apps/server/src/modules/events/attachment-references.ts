import type { AttachmentReferenceType } from "../../server-module.ts";
import type { ServiceContext } from "../../service-context.ts";
import { canEditEvent, viewerAudience } from "./event-access.ts";
import { findEvent, findSeries, isReadable } from "./events.repository.ts";

/**
 * The files of events (modules/attachments): an event's attachments (documents) and its cover
 * (one image). Whoever may see the event reads them; its editors change them. A series'
 * occurrences share the first occurrence's cover and files (decision 028): seeing any
 * occurrence lets one read them.
 */
async function canRead(ctx: ServiceContext, eventId: string) {
  if (!ctx.viewer) return false;
  const audience = await viewerAudience(ctx);
  if (await isReadable(ctx.db, ctx.tenant, eventId, audience)) return true;
  const event = await findEvent(ctx.db, ctx.tenant, eventId);
  if (!event || event.seriesId !== event.id) return false;
  for (const occurrence of await findSeries(ctx.db, ctx.tenant, event.id))
    if (await isReadable(ctx.db, ctx.tenant, occurrence.id, audience)) return true;
  return false;
}

async function canWrite(ctx: ServiceContext, eventId: string) {
  const event = await findEvent(ctx.db, ctx.tenant, eventId);
  return event != null && ctx.viewer != null && (await canEditEvent(ctx, event));
}

export const eventAttachmentReferences: AttachmentReferenceType[] = [
  { type: "IncubatorEvent", accept: "document", maxFiles: 20, canRead, canWrite },
  { type: "IncubatorEventCover", accept: "image", maxFiles: 1, canRead, canWrite },
];
