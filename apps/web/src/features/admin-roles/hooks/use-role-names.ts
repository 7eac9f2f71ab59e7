import { useMemo } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { roleLabelId } from "../../role-names/index.ts";
import { areaName, categoryName, roleTypeName } from "../lib/role-names.ts";

export type RoleNames = {
  /** A role's label as every screen shows it (role-names: roleLabelId). */
  role: (role: { type: string; label: string; isCustom: boolean }) => string;
  type: (type: string) => string;
  category: (category: string) => string;
  area: (area: string) => string;
};

/** The translated name of a role type, a user category or a permission area; the code when unknown. */
export function useRoleNames(): RoleNames {
  const intl = useIntl();
  return useMemo(() => {
    const named = (name: (code: string) => MessageId | null) => (code: string) => {
      const id = name(code);
      return id ? intl.formatMessage({ id }) : code;
    };
    const type = named(roleTypeName);
    return {
      role: (role) => {
        const id = roleLabelId(role);
        return id ? intl.formatMessage({ id }) : role.label;
      },
      type,
      category: named(categoryName),
      area: named(areaName),
    };
  }, [intl]);
}
