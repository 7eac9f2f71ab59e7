import { z } from "zod";
import { ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { viewerAudience } from "./event-access.ts";
import { MAX_FILTER_IDS } from "./event-input.ts";
import { type EventView, eventViews } from "./event-views.ts";
import { listEvents } from "./events.repository.ts";

/**
 * The /events list (docs/events.md): upcoming (by start) or past (latest first), group or
 * one-to-one, a title search, topic and tag filters (any of the ids), only what the viewer
 * may see (event-access.ts), 25 a page (spec-2 §9) with a cursor.
 */
export const EVENTS_PAGE_SIZE = 25;

const filterSchema = z
  .object({
    when: z.enum(["UPCOMING", "PAST"]).default("UPCOMING"),
    eventType: z.enum(["GROUP", "ONE_ON_ONE"]).nullish(),
    search: z.string().trim().max(200).nullish(),
    topicIds: z.array(z.string()).max(MAX_FILTER_IDS).nullish(),
    tagIds: z.array(z.string()).max(MAX_FILTER_IDS).nullish(),
    statuses: z
      .array(z.enum(["DRAFT", "PUBLISHED", "PENDING_HOST_AVAILABILITIES", "ARCHIVED"]))
      .max(4)
      .nullish(),
    cursor: z.string().max(200).nullish(),
    first: z.number().int().min(1).max(100).nullish(),
  })
  .strict();

export type EventPage = { results: EventView[]; nextCursor: string | null };

const encode = (row: { startTime: Date; id: string }) =>
  Buffer.from(`${row.startTime.toISOString()}|${row.id}`).toString("base64url");

function decode(cursor: string): { start: Date; id: string } {
  const [start, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = new Date(start ?? "");
  if (!id || Number.isNaN(date.getTime()))
    throw new ValidationError({ cursor: "This cursor is not one of ours" });
  return { start: date, id };
}

export async function eventsPage(ctx: ServiceContext, input: unknown): Promise<EventPage> {
  const f = parseInput(filterSchema, input ?? {});
  const limit = f.first ?? EVENTS_PAGE_SIZE;
  const rows = await listEvents(ctx.db, ctx.tenant, {
    when: f.when,
    now: ctx.clock.now(),
    eventType: f.eventType ?? undefined,
    search: f.search || undefined,
    topicIds: f.topicIds ?? undefined,
    tagIds: f.tagIds ?? undefined,
    statuses: f.statuses ?? undefined,
    audience: await viewerAudience(ctx),
    after: f.cursor ? decode(f.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    results: await eventViews(ctx, page),
    nextCursor: rows.length > limit && last ? encode(last) : null,
  };
}
