import { useViewerAccess } from "../../access/index.ts";
import { ACCESS, decideAccess } from "../../navigation/index.ts";
import { useCurrentUser } from "../../session/index.ts";

/**
 * Whether the viewer may change fields and layouts: a setup role (the pages' section), the
 * "custom fields edit" feature and the plan's "custom field editing" (the server's rule).
 */
export function useMayEditFields(): boolean {
  const access = useViewerAccess();
  const user = useCurrentUser();
  return (
    decideAccess([ACCESS.setup, ACCESS.customFields], { ...access, roleType: user.role?.type }) === "allow"
  );
}
