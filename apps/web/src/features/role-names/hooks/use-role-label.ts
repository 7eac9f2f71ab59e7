import { useCallback } from "react";
import { useIntl } from "react-intl";
import { type RoleLike, roleLabelId } from "../lib/role-label.ts";

/** A role's label in the user's language (see roleLabelId): the one way every screen shows a role. */
export function useRoleLabel(): (role: RoleLike) => string {
  const intl = useIntl();
  return useCallback(
    (role) => {
      const id = roleLabelId(role);
      return id ? intl.formatMessage({ id }) : role.label;
    },
    [intl],
  );
}
