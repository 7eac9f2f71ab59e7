import type { ServiceContext } from "../../service-context.ts";
import { type RoleRow, roleById } from "../roles/index.ts";
import { accountById } from "../users/index.ts";

/** A user's role with its permissions and visibility, read on every call so that a change applies at once. */
export async function roleOfUser(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  userId: string,
): Promise<RoleRow | null> {
  const user = await accountById(ctx, userId);
  return user ? roleById(ctx, user.roleId) : null;
}
