import { USER_CATEGORIES, USER_STATUSES, type UserCategory, type UserStatus } from "@launchpad/domain";
import { Group, Select, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { SearchIcon } from "../../../components/icons/search-icon.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useRoleLabel } from "../../role-names/index.ts";
import type { RoleOption } from "../lib/types.ts";
import type { UserFilters, UserView } from "../lib/user-filters.ts";

type UserFiltersBarProps = {
  view: UserView;
  /** The search box's text as typed (the list follows it after a pause). */
  filters: UserFilters;
  roles: readonly RoleOption[];
  onChange: (filters: UserFilters) => void;
};

/** Search by name or e-mail, and narrow by role, category (all users only) and status. */
export function UserFiltersBar({ view, filters, roles, onChange }: UserFiltersBarProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const roleOptions = roles
    .filter((role) => role.type !== "System" && (view === "all" || role.category === "network"))
    .map((role) => ({ value: role.id, label: roleLabel(role) }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t("users.filter.search")}
        placeholder={t("users.filter.searchPlaceholder")}
        leftSection={<SearchIcon />}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        miw={260}
        style={{ flex: 1 }}
      />
      <Select
        label={t("users.filter.role")}
        placeholder={t("users.filter.allRoles")}
        data={roleOptions}
        value={filters.roleId}
        onChange={(roleId) => onChange({ ...filters, roleId })}
        clearable
        searchable
        w={200}
      />
      {view === "all" ? (
        <Select
          label={t("users.filter.category")}
          placeholder={t("users.filter.allCategories")}
          data={USER_CATEGORIES.map((category) => ({
            value: category,
            label: intl.formatMessage({ id: `users.category.${category}` }),
          }))}
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category: category as UserCategory | null })}
          clearable
          w={220}
        />
      ) : null}
      <Select
        label={t("users.filter.status")}
        placeholder={t("users.filter.allStatuses")}
        data={USER_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: `users.status.${status}` }),
        }))}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status: status as UserStatus | null })}
        clearable
        w={180}
      />
    </Group>
  );
}
