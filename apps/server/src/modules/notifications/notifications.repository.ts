import { and, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { placeholder, prepared, preparedSql } from "../../db/prepared.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { notificationPreferences, notificationSettings, notifications } from "./notifications.tables.ts";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = {
  userId: string;
  type: string;
  payload: Record<string, unknown>;
  inApp: boolean;
  emailPending: boolean;
};
export type PreferenceRow = { userId: string; type: string; inApp: boolean; email: boolean };
export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function insertNotifications(db: Db, tenant: Tenant, rows: NewNotificationRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows.map((r) => owned(tenant, r)))
    .returning();
}

/** The users' changed cells for one type (absent: both channels on). */
/** A grid cell as the service reads it. */
const preferenceColumns = {
  userId: notificationPreferences.userId,
  type: notificationPreferences.type,
  inApp: notificationPreferences.inApp,
  email: notificationPreferences.email,
};

export function preferencesForType(db: Db, tenant: Tenant, userIds: string[], type: string) {
  return db
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(
      scoped(
        notificationPreferences,
        tenant,
        inArray(notificationPreferences.userId, userIds),
        eq(notificationPreferences.type, type),
      ),
    );
}

export function preferencesOfUser(db: Db, tenant: Tenant, userId: string): Promise<PreferenceRow[]> {
  return db
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(scoped(notificationPreferences, tenant, eq(notificationPreferences.userId, userId)));
}

export async function savePreference(db: Db, tenant: Tenant, row: PreferenceRow) {
  await db
    .insert(notificationPreferences)
    .values(owned(tenant, row))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.incubatorId,
        notificationPreferences.userId,
        notificationPreferences.type,
      ],
      set: { inApp: row.inApp, email: row.email },
    });
}

export async function settingsOf(db: Db, tenant: Tenant, userId: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(scoped(notificationSettings, tenant, eq(notificationSettings.userId, userId)));
  return row ?? null;
}

/** The users' digest frequencies (absent: the default). */
export function settingsOfUsers(db: Db, tenant: Tenant, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([] as SettingsRow[]);
  return db
    .select()
    .from(notificationSettings)
    .where(scoped(notificationSettings, tenant, inArray(notificationSettings.userId, userIds)));
}

export async function saveDigestFrequency(db: Db, tenant: Tenant, userId: string, frequency: string) {
  await db
    .insert(notificationSettings)
    .values(owned(tenant, { userId, digestFrequency: frequency }))
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { digestFrequency: frequency } });
}

/** Remembers the app's address for these users (the digest's links). */
export async function saveWebOrigin(db: Db, tenant: Tenant, userIds: string[], origin: string) {
  if (userIds.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(userIds.map((userId) => owned(tenant, { userId, webOrigin: origin })))
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { webOrigin: origin },
      setWhere: sql`${notificationSettings.incubatorId} = ${tenant.id} and ${notificationSettings.webOrigin} is distinct from ${origin}`,
    });
}

/** Records when the user last opened the panel; the time never moves back. */
export async function saveLastSeen(db: Db, tenant: Tenant, userId: string, at: Date) {
  await db
    .insert(notificationSettings)
    .values(owned(tenant, { userId, lastSeenAt: at }))
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { lastSeenAt: sql`greatest(coalesce(${notificationSettings.lastSeenAt}, ${at}), ${at})` },
      setWhere: eq(notificationSettings.incubatorId, tenant.id),
    });
}

export async function markDigestSent(db: Db, tenant: Tenant, userId: string, at: Date) {
  await db
    .insert(notificationSettings)
    .values(owned(tenant, { userId, lastDigestAt: at }))
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { lastDigestAt: at },
      setWhere: eq(notificationSettings.incubatorId, tenant.id),
    });
}

/** Where a page starts: after this item (newest first). */
export type PageCursor = { createdAt: Date; id: string };

/**
 * One page of the user's panel, newest first: one range of notifications_panel_idx
 * (`limit` + 1 rows tell whether another page follows).
 */
export function panelPage(db: Db, tenant: Tenant, userId: string, after: PageCursor | null, limit: number) {
  // The bell's first page is read on every page load: built once per shape (db/prepared.ts).
  const statement = prepared(db, after ? "notifications.panelAfter" : "notifications.panel", (db) =>
    panelQuery(db, {
      tenant: placeholder("tenant"),
      user: placeholder("user"),
      limit: placeholder("limit"),
      after: after ? { at: placeholder("afterAt"), id: placeholder("afterId") } : null,
    }),
  );
  return statement.execute({
    tenant: tenant.id,
    user: userId,
    limit,
    ...(after ? { afterAt: after.createdAt, afterId: after.id } : {}),
  });
}

/** `panelPage`'s statement with its values in place (its plan is checked at scale). */
export function panelPageQuery(
  db: Db,
  tenant: Tenant,
  userId: string,
  after: PageCursor | null,
  limit: number,
) {
  return panelQuery(db, {
    tenant: tenant.id,
    user: userId,
    limit,
    after: after ? { at: after.createdAt, id: after.id } : null,
  });
}

/** Values or placeholders (`sql.placeholder`, filled at execution). */
type PanelValues = {
  tenant: unknown;
  user: unknown;
  limit: unknown;
  after: { at: unknown; id: unknown } | null;
};

function panelQuery(db: Db, v: PanelValues) {
  return (
    db
      .select()
      .from(notifications)
      .where(
        and(
          // scoped(): every WHERE names the incubator (decision 002).
          eq(notifications.incubatorId, v.tenant as string),
          eq(notifications.userId, v.user as string),
          eq(notifications.inApp, true),
          v.after
            ? or(
                lt(notifications.createdAt, v.after.at as Date),
                and(
                  eq(notifications.createdAt, v.after.at as Date),
                  lt(notifications.id, v.after.id as string),
                ),
              )
            : undefined,
        ),
      )
      // As the index sorts (DESC NULLS LAST), so that it gives the order without a sort.
      .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`)
      .limit(v.limit as number)
  );
}

/**
 * The panel's badge in one statement: the last-seen time and how many items came after it,
 * counted only up to `cap` (the badge shows 99+ above 99), so that a user with 50,000 unseen
 * items costs a hundred index entries, not 50,000.
 */
export async function unseen(
  db: Db,
  tenant: Tenant,
  userId: string,
  cap: number,
): Promise<{ count: number; lastSeenAt: Date | null }> {
  // Read on every page load (the bell's badge): built once per handle (db/prepared.ts).
  const statement = preparedSql<{ last_seen_at: Date | string | null; count: number }>(
    db,
    "notifications.unseen",
    () => unseenSql(placeholder("tenant"), placeholder("user"), placeholder("cap")),
  );
  const { rows } = await statement.execute({ tenant: tenant.id, user: userId, cap });
  const [row] = rows;
  const at = row?.last_seen_at;
  return { count: Number(row?.count ?? 0), lastSeenAt: at ? new Date(at) : null };
}

/** The statement of `unseen` (its plan is checked at scale: notifications.scale.integration.test.ts). */
export function unseenStatement(tenant: Tenant, userId: string, cap: number): SQL {
  return unseenSql(tenant.id, userId, cap);
}

/** Values or placeholders. */
function unseenSql(tenant: unknown, userId: unknown, cap: unknown): SQL {
  const lastSeen = sql`(select s.last_seen_at from notification_settings s where s.incubator_id = ${tenant} and s.user_id = ${userId})`;
  return sql`select ${lastSeen} as last_seen_at, (select count(*)::int from (
          select 1 from notifications n
          where n.incubator_id = ${tenant} and n.user_id = ${userId} and n.in_app
            and n.created_at > coalesce(${lastSeen}, '-infinity'::timestamptz)
          -- the index's order: the planner then reads its range newest first and stops at the cap
          order by n.created_at desc nulls last, n.id desc nulls last
          limit ${cap}) x) as count`;
}

/** Marks the user's own items read (others' ids change nothing); read items leave the digest. */
export function markRead(db: Db, tenant: Tenant, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as NotificationRow[]);
  return db
    .update(notifications)
    .set({ isRead: true, emailPending: false })
    .where(scoped(notifications, tenant, eq(notifications.userId, userId), inArray(notifications.id, ids)))
    .returning();
}

/** The user's items waiting for the digest and still unread, oldest first. */
export function pendingForDigest(db: Db, tenant: Tenant, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(
      scoped(
        notifications,
        tenant,
        eq(notifications.userId, userId),
        eq(notifications.emailPending, true),
        eq(notifications.isRead, false),
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .for("update", { skipLocked: true });
}

export async function clearPending(db: Db, tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ emailPending: false })
    .where(scoped(notifications, tenant, inArray(notifications.id, ids)));
}

/** The users of the tenant with items waiting for a digest (notifications_digest_idx). */
export async function usersWithPending(db: Db, tenant: Tenant): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(scoped(notifications, tenant, eq(notifications.emailPending, true)));
  return rows.map((r) => r.userId);
}
