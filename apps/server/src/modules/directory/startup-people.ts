import type { ServiceContext } from "../../service-context.ts";
import { membersOfStartups } from "../startups/index.ts";
import { namesInOrder } from "../users/index.ts";

/** A cofounder of a startup as the lists show them. */
export type StartupPerson = { startupId: string; id: string; fullName: string };

/**
 * The cofounders of some startups with their names, by first and last name; deleted users
 * are left out. The startups module knows who belongs to a startup, the users module their
 * names: the startup lists (here and in the portfolio) join them.
 */
export async function startupPeople(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  startupIds: string[],
): Promise<StartupPerson[]> {
  const members = await membersOfStartups(ctx, startupIds);
  if (members.length === 0) return [];
  const names = await namesInOrder(
    ctx,
    members.map((m) => m.userId),
  );
  return names.flatMap(({ id, fullName }) =>
    members.filter((m) => m.userId === id).map((m) => ({ startupId: m.startupId, id, fullName })),
  );
}
