import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import type { UserView } from "../lib/user-filters.ts";

export const USER_VIEW_PATHS: Record<UserView, string> = {
  all: "/admin/user-management",
  mentors: "/admin/user-management/mentors",
};

/**
 * The two lists of user management, each its own address: everyone, and the network
 * (mentors and experts). The list shown is the panel of the current tab.
 */
export function UserManagementTabs({ view, children }: { view: UserView; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Tabs value={view} onChange={(next) => next && navigate(USER_VIEW_PATHS[next as UserView])}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="all">
          <FormattedMessage id="users.tabs.all" />
        </Tabs.Tab>
        <Tabs.Tab value="mentors">
          <FormattedMessage id="users.tabs.mentors" />
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value={view}>{children}</Tabs.Panel>
    </Tabs>
  );
}
