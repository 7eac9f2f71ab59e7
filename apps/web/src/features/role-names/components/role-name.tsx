import { useRoleLabel } from "../hooks/use-role-label.ts";
import type { RoleLike } from "../lib/role-label.ts";

/** A role's label in the user's language (see roleLabelId), isolated from the text around it. */
export function RoleName({ role }: { role: RoleLike }) {
  return <bdi>{useRoleLabel()(role)}</bdi>;
}
