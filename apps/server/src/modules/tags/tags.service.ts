import { type TagKind, tagCreateSchema, tagUpdateSchema } from "@launchpad/domain/tags";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { TagUses } from "../../tag-uses.ts";
import { NameTakenError } from "./tags.errors.ts";
import {
  countLinks,
  deleteTagRow,
  findTag,
  findTagByName,
  findTagsOfKind,
  insertTag,
  LINKS,
  updateTagRow,
} from "./tags.repository.ts";
import type { TagRow } from "./tags.tables.ts";

/** A tag as the setup pages show it: with how many records carry it. */
export type TagView = { id: string; kind: TagKind; name: string; color: string; useCount: number };

const view = (row: TagRow, useCount: number): TagView => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  color: row.color,
  useCount,
});

/** Users and startups carrying each tag, plus the uses other modules report for its kind. */
async function useCounts(ctx: ServiceContext, kind: TagKind, ids: string[], uses: readonly TagUses[]) {
  const counts = await Promise.all([
    countLinks(ctx.db, ctx.tenant, LINKS.userTags, ids),
    countLinks(ctx.db, ctx.tenant, LINKS.startupTags, ids),
    ...uses.filter((u) => u.kinds.includes(kind)).map((u) => u.count(ctx, ids)),
  ]);
  const total = new Map<string, number>();
  for (const map of counts) for (const [id, n] of map) total.set(id, (total.get(id) ?? 0) + n);
  return total;
}

/** The tags of one kind, by name, with their use counts. */
export async function tagsOfKind(ctx: ServiceContext, kind: TagKind, uses: readonly TagUses[]) {
  const rows = await findTagsOfKind(ctx.db, ctx.tenant, kind);
  const counts = await useCounts(
    ctx,
    kind,
    rows.map((r) => r.id),
    uses,
  );
  return rows.map((row) => view(row, counts.get(row.id) ?? 0));
}

async function tagView(ctx: ServiceContext, row: TagRow, uses: readonly TagUses[]) {
  const counts = await useCounts(ctx, row.kind, [row.id], uses);
  return view(row, counts.get(row.id) ?? 0);
}

export async function createTag(ctx: ServiceContext, input: unknown, uses: readonly TagUses[]) {
  const { kind, name, color } = parseInput(tagCreateSchema, input);
  if (await findTagByName(ctx.db, ctx.tenant, kind, name)) throw new NameTakenError("tag", name);
  return tagView(ctx, await insertTag(ctx.db, ctx.tenant, { kind, name, color }), uses);
}

/** Renames and/or recolours a tag; its name stays unique in its list. */
export async function updateTag(ctx: ServiceContext, id: string, input: unknown, uses: readonly TagUses[]) {
  const patch = parseInput(tagUpdateSchema, input);
  const tag = await findTag(ctx.db, ctx.tenant, id);
  if (!tag) throw new NotFoundError("Tag");
  if (patch.name !== undefined) {
    const other = await findTagByName(ctx.db, ctx.tenant, tag.kind, patch.name);
    if (other && other.id !== id) throw new NameTakenError("tag", patch.name);
  }
  const row = Object.keys(patch).length === 0 ? tag : await updateTagRow(ctx.db, ctx.tenant, id, patch);
  if (!row) throw new NotFoundError("Tag");
  return tagView(ctx, row, uses);
}

/** Deletes a tag and, by the foreign keys' cascade, every assignment of it (events' too). */
export async function deleteTag(ctx: ServiceContext, id: string) {
  if (!(await deleteTagRow(ctx.db, ctx.tenant, id))) throw new NotFoundError("Tag");
  return true;
}
