import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { LabelledPagination } from "../../../components/labelled-pagination.tsx";
import { pageCount, SEARCH_DEBOUNCE_MS } from "../../../lib/address-search.ts";
import { useAssignableOptions } from "../hooks/use-assignable-options.ts";
import { useRoleOptions } from "../hooks/use-role-options.ts";
import { useUserActionRights } from "../hooks/use-user-management-access.ts";
import { useUserMutations } from "../hooks/use-user-mutations.ts";
import { useUsersList } from "../hooks/use-users-list.ts";
import {
  NO_FILTERS,
  PAGE_SIZE,
  type UserFilters,
  type UserView,
  usersVariables,
} from "../lib/user-filters.ts";
import { InviteUserModal } from "./invite-user-modal.tsx";
import { type OpenDialog, UserDialogs } from "./user-dialogs.tsx";
import { UserFiltersBar } from "./user-filters-bar.tsx";
import { InviteIcon } from "./user-icons.tsx";
import { UserManagementTabs } from "./user-management-tabs.tsx";
import { EmptyUsers, UsersTable } from "./users-table.tsx";

type UserManagementPageProps = {
  view: UserView;
  /** The signed-in user: their own row offers no deactivate or delete. */
  viewerId: string;
};

/** /admin/user-management and /admin/user-management/mentors (admin-api.md, Users). */
export function UserManagementPage({ view, viewerId }: UserManagementPageProps) {
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [inviting, setInviting] = useState(false);

  const list = useUsersList(usersVariables(view, { ...filters, search }, page));
  const rights = useUserActionRights();
  const { roles, limits, reloadLimits } = useRoleOptions();
  const options = useAssignableOptions({
    startups: dialog?.action === "assignStartups",
    programs: dialog?.action === "assignPrograms",
  });
  const mutations = useUserMutations(() => Promise.all([list.reload(), reloadLimits()]));

  // A page emptied by a deactivation or a deletion gives way to the last page that has rows.
  const lastPage = pageCount(list.total, PAGE_SIZE);
  useEffect(() => {
    if (!list.loading && page > lastPage) setPage(lastPage);
  }, [list.loading, page, lastPage]);

  const changeFilters = (next: UserFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <FormattedMessage id={view === "mentors" ? "users.mentors.title" : "users.title"} />
        </Title>
        {rights.invite ? (
          <Button leftSection={<InviteIcon />} onClick={() => setInviting(true)}>
            <FormattedMessage id="users.invite.open" />
          </Button>
        ) : null}
      </Group>
      <UserManagementTabs view={view}>
        <Stack gap="lg">
          <UserFiltersBar view={view} filters={filters} roles={roles} onChange={changeFilters} />
          {list.error && !list.loading ? (
            <Alert color="red" role="alert" title={<FormattedMessage id="users.loadError" />}>
              {list.error.message}
            </Alert>
          ) : null}
          {list.initialLoading ? (
            <Group justify="center" py="xl">
              <Loader />
            </Group>
          ) : (
            <>
              <Group justify="space-between" gap="sm">
                <Text c="dimmed" aria-live="polite" data-testid="users-total">
                  <FormattedMessage
                    id={view === "mentors" ? "users.mentors.total" : "users.total"}
                    values={{ total: list.total }}
                  />
                </Text>
                {list.loading ? <Loader size="xs" /> : null}
              </Group>
              {list.users.length === 0 ? (
                <EmptyUsers />
              ) : (
                <UsersTable
                  view={view}
                  users={list.users}
                  viewerId={viewerId}
                  rights={rights}
                  onAction={(action, user) => setDialog({ action, user })}
                />
              )}
              <LabelledPagination total={lastPage} value={page} onChange={setPage} />
            </>
          )}
        </Stack>
      </UserManagementTabs>
      <UserDialogs
        dialog={dialog}
        roles={roles}
        limits={limits}
        startups={options.startups}
        programs={options.programs}
        mutations={mutations}
        onClose={() => setDialog(null)}
      />
      {inviting ? (
        <InviteUserModal
          roles={roles}
          limits={limits}
          defaultRoleType={view === "mentors" ? "Mentor" : undefined}
          onInvite={mutations.invite}
          onClose={() => setInviting(false)}
        />
      ) : null}
    </Stack>
  );
}
