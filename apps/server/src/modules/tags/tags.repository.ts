import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  industries,
  startupIndustries,
  startupTags,
  type TagKind,
  tags,
  userIndustries,
  userTags,
} from "./tags.tables.ts";

/** The tags module's queries; every one scoped to the tenant (decision 002). */
const uuids = (ids: string[]) => [...new Set(ids.filter(isUuid))];

export function findTagsOfKind(db: Db, tenant: Tenant, kind: TagKind) {
  return db
    .select()
    .from(tags)
    .where(scoped(tags, tenant, eq(tags.kind, kind)))
    .orderBy(asc(sql`lower(${tags.name})`));
}

export async function findTags(db: Db, tenant: Tenant, ids: string[]) {
  const wanted = uuids(ids);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(tags)
    .where(scoped(tags, tenant, inArray(tags.id, wanted)));
}

export async function findTag(db: Db, tenant: Tenant, id: string) {
  return (await findTags(db, tenant, [id]))[0] ?? null;
}

export async function findTagByName(db: Db, tenant: Tenant, kind: TagKind, name: string) {
  const [row] = await db
    .select()
    .from(tags)
    .where(scoped(tags, tenant, eq(tags.kind, kind), sql`lower(${tags.name}) = lower(${name})`));
  return row ?? null;
}

export async function insertTag(
  db: Db,
  tenant: Tenant,
  values: { kind: TagKind; name: string; color: string },
) {
  const [row] = await db.insert(tags).values(owned(tenant, values)).returning();
  if (!row) throw new Error("tag not inserted");
  return row;
}

export async function updateTagRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: { name?: string; color?: string },
) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(tags)
    .set(patch)
    .where(scoped(tags, tenant, eq(tags.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTagRow(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(tags)
    .where(scoped(tags, tenant, eq(tags.id, id)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

export function findIndustries(db: Db, tenant: Tenant, ids?: string[]) {
  const wanted = ids === undefined ? undefined : uuids(ids);
  if (wanted?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(industries)
    .where(scoped(industries, tenant, wanted ? inArray(industries.id, wanted) : undefined))
    .orderBy(asc(sql`lower(${industries.name})`));
}

export async function findIndustryByName(db: Db, tenant: Tenant, name: string) {
  const [row] = await db
    .select()
    .from(industries)
    .where(scoped(industries, tenant, sql`lower(${industries.name}) = lower(${name})`));
  return row ?? null;
}

export async function insertIndustry(db: Db, tenant: Tenant, name: string) {
  const [row] = await db.insert(industries).values(owned(tenant, { name })).returning();
  if (!row) throw new Error("industry not inserted");
  return row;
}

export async function renameIndustryRow(db: Db, tenant: Tenant, id: string, name: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(industries)
    .set({ name })
    .where(scoped(industries, tenant, eq(industries.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteIndustryRow(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(industries)
    .where(scoped(industries, tenant, eq(industries.id, id)))
    .returning({ id: industries.id });
  return rows.length > 0;
}

/** One assignment table: owner column (user or startup) and the tag or industry column. */
export type Link = { table: PgTable & { incubatorId: PgColumn }; owner: PgColumn; item: PgColumn };

export const LINKS = {
  userTags: { table: userTags, owner: userTags.userId, item: userTags.tagId },
  startupTags: { table: startupTags, owner: startupTags.startupId, item: startupTags.tagId },
  userIndustries: { table: userIndustries, owner: userIndustries.userId, item: userIndustries.industryId },
  startupIndustries: {
    table: startupIndustries,
    owner: startupIndustries.startupId,
    item: startupIndustries.industryId,
  },
} satisfies Record<string, Link>;

/** owner id → item ids, for some owners. */
export async function findLinks(db: Db, tenant: Tenant, link: Link, ownerIds: string[]) {
  const result = new Map<string, string[]>();
  const wanted = uuids(ownerIds);
  for (const id of wanted) result.set(id, []);
  if (wanted.length === 0) return result;
  const rows = await db
    .select({ owner: link.owner, item: link.item })
    .from(link.table)
    .where(scoped(link.table, tenant, inArray(link.owner, wanted)));
  for (const row of rows) result.get(String(row.owner))?.push(String(row.item));
  return result;
}

/** item id → how many owners carry it. */
export async function countLinks(db: Db, tenant: Tenant, link: Link, itemIds: string[]) {
  const result = new Map<string, number>();
  const wanted = uuids(itemIds);
  if (wanted.length === 0) return result;
  const rows = await db
    .select({ item: link.item, count: sql<number>`count(*)::int` })
    .from(link.table)
    .where(scoped(link.table, tenant, inArray(link.item, wanted)))
    .groupBy(link.item);
  for (const row of rows) result.set(String(row.item), Number(row.count));
  return result;
}

/** Adds and removes one owner's items (only among `among`, so other kinds stay). */
export async function replaceLinks(
  db: Db,
  tenant: Tenant,
  link: Link,
  ownerId: string,
  change: { add: string[]; remove: string[] },
) {
  if (change.remove.length > 0) {
    const where: SQL = scoped(link.table, tenant, eq(link.owner, ownerId), inArray(link.item, change.remove));
    await db.delete(link.table).where(where);
  }
  if (change.add.length > 0) {
    const rows = change.add.map((item) => ({
      incubatorId: tenant.id,
      [ownerKey(link)]: ownerId,
      [itemKey(link)]: item,
    }));
    await db.insert(link.table).values(rows).onConflictDoNothing();
  }
}

const ownerKey = (link: Link) => (link.owner.name === "user_id" ? "userId" : "startupId");
const itemKey = (link: Link) => (link.item.name === "tag_id" ? "tagId" : "industryId");
