import { industryNameSchema } from "@launchpad/domain/tags";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { NameTakenError } from "./tags.errors.ts";
import {
  countLinks,
  deleteIndustryRow,
  findIndustries,
  findIndustryByName,
  insertIndustry,
  LINKS,
  renameIndustryRow,
} from "./tags.repository.ts";
import type { IndustryRow } from "./tags.tables.ts";

/** An industry as the setup page shows it: with how many users and startups carry it. */
export type IndustryView = { id: string; name: string; useCount: number };

async function withCounts(ctx: ServiceContext, rows: IndustryRow[]): Promise<IndustryView[]> {
  const ids = rows.map((r) => r.id);
  const [users, startups] = await Promise.all([
    countLinks(ctx.db, ctx.tenant, LINKS.userIndustries, ids),
    countLinks(ctx.db, ctx.tenant, LINKS.startupIndustries, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    useCount: (users.get(r.id) ?? 0) + (startups.get(r.id) ?? 0),
  }));
}

export async function industryList(ctx: ServiceContext) {
  return withCounts(ctx, await findIndustries(ctx.db, ctx.tenant));
}

export async function createIndustry(ctx: ServiceContext, input: unknown) {
  const { name } = parseInput(industryNameSchema, input);
  if (await findIndustryByName(ctx.db, ctx.tenant, name)) throw new NameTakenError("industry", name);
  const [view] = await withCounts(ctx, [await insertIndustry(ctx.db, ctx.tenant, name)]);
  return view as IndustryView;
}

export async function renameIndustry(ctx: ServiceContext, id: string, input: unknown) {
  const { name } = parseInput(industryNameSchema, input);
  const other = await findIndustryByName(ctx.db, ctx.tenant, name);
  if (other && other.id !== id) throw new NameTakenError("industry", name);
  const row = await renameIndustryRow(ctx.db, ctx.tenant, id, name);
  if (!row) throw new NotFoundError("Industry");
  const [view] = await withCounts(ctx, [row]);
  return view as IndustryView;
}

/** Deletes an industry and, by cascade, its assignments to users and startups. */
export async function deleteIndustry(ctx: ServiceContext, id: string) {
  if (!(await deleteIndustryRow(ctx.db, ctx.tenant, id))) throw new NotFoundError("Industry");
  return true;
}
