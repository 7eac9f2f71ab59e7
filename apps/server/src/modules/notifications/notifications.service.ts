import { NOTIFICATION_BADGE_MAX, NOTIFICATIONS_PAGE_SIZE } from "@launchpad/domain/notifications";
import { z } from "zod";
import { isUuid } from "../../db/tenant-scope.ts";
import type { RequestMeta, Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type NotificationView, viewOf } from "./notification-view.ts";
import {
  markRead,
  type PageCursor,
  panelPage,
  saveLastSeen,
  saveWebOrigin,
  unseen,
} from "./notifications.repository.ts";

/**
 * The panel's reads and writes for the signed-in user (spec-1 §4 Notifications, §7): pages
 * of 16 newest first with a cursor, the unseen count (items after the last-seen time, up to
 * 100: the badge shows 99+ above 99), mark read, set last seen, and the live signal.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer" | "clock">;

function viewerId(ctx: Pick<ServiceContext, "viewer">): string {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return ctx.viewer.id;
}

export type NotificationPage = { items: NotificationView[]; nextCursor: string | null; pageSize: number };

const pageSchema = z.object({
  first: z.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  after: z.string().max(200).nullish(),
});

/** The opaque cursor: the last item's time and id. */
export function encodeCursor(item: { createdAt: Date; id: string }): string {
  return Buffer.from(`${item.createdAt.toISOString()}|${item.id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): PageCursor | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

export async function notificationsPage(
  ctx: Ctx,
  args: { first?: number | null; after?: string | null },
): Promise<NotificationPage> {
  const userId = viewerId(ctx);
  const input = parseInput(pageSchema, { first: args.first ?? undefined, after: args.after });
  let after: PageCursor | null = null;
  if (input.after) {
    after = decodeCursor(input.after);
    if (!after) throw new ValidationError({ after: "This cursor is not one of ours" });
  }
  const rows = await panelPage(ctx.db, ctx.tenant, userId, after, input.first + 1);
  const items = rows.slice(0, input.first).map(viewOf);
  const last = rows.length > input.first ? rows[input.first - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor(last) : null, pageSize: input.first };
}

export type Unseen = { count: number; lastSeenTimestamp: Date | null };

/** How many items came since the panel was last opened (at most 100), and when that was. */
export async function unseenNotifications(ctx: Ctx): Promise<Unseen> {
  const result = await unseen(ctx.db, ctx.tenant, viewerId(ctx), NOTIFICATION_BADGE_MAX + 1);
  return { count: result.count, lastSeenTimestamp: result.lastSeenAt };
}

const lastSeenSchema = z.object({ timestamp: z.iso.datetime({ offset: true }).nullish() });

/**
 * Opening the panel: records the time (the server's; a client's later clock cannot move it
 * ahead, and it never moves back) and answers the unseen count, 0 unless items arrived since.
 */
export async function setNotificationsLastSeen(
  ctx: Ctx & { request?: Pick<RequestMeta, "origin"> },
  args: { timestamp?: string | null },
): Promise<Unseen> {
  const userId = viewerId(ctx);
  const input = parseInput(lastSeenSchema, args);
  const now = ctx.clock.now();
  const given = input.timestamp ? new Date(input.timestamp) : now;
  await saveLastSeen(ctx.db, ctx.tenant, userId, given < now ? given : now);
  // The app's address as this user reaches it: where their e-mail digest's links point.
  if (ctx.request?.origin) await saveWebOrigin(ctx.db, ctx.tenant, [userId], ctx.request.origin);
  return unseenNotifications(ctx);
}

const idsSchema = z.object({ ids: z.array(z.string()).max(100) });

/** Marks the viewer's items read; ids of others' items (or other tenants') change nothing. */
export async function markNotificationsRead(ctx: Ctx, args: { ids: readonly string[] }) {
  const userId = viewerId(ctx);
  const input = parseInput(idsSchema, { ids: [...args.ids] });
  const rows = await markRead(ctx.db, ctx.tenant, userId, input.ids.filter(isUuid));
  return rows.map(viewOf);
}

/** The signed-in user's new items, on every instance (Redis), as they are made. */
export async function* notificationsCreatedForViewer(
  ctx: Ctx & Pick<Services, "pubsub">,
): AsyncGenerator<NotificationView> {
  const userId = viewerId(ctx);
  for await (const event of ctx.pubsub.subscribe("notification:created", `${ctx.tenant.id}:${userId}`)) {
    yield viewOf(event);
  }
}
