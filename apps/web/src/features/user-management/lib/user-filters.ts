import type { UserCategory, UserStatus } from "@launchpad/domain";

/**
 * The user list of /admin/user-management (admin-api.md, `users`): the whole organisation,
 * or the network alone (mentors and experts) on /admin/user-management/mentors.
 * spec-2 §9: lists show 25 rows a page.
 */
export type UserView = "all" | "mentors";

export const PAGE_SIZE = 25;

export type UserFilters = {
  search: string;
  roleId: string | null;
  category: UserCategory | null;
  status: UserStatus | null;
};

export const NO_FILTERS: UserFilters = { search: "", roleId: null, category: null, status: null };

export type UserFilterInput = {
  search?: string;
  roleIds?: string[];
  categories?: string[];
  statuses?: string[];
};

export type UsersVariables = { filter: UserFilterInput; offset: number; limit: number };

/** The query variables of a page (1-based) of the list; empty filters are left out. */
export function usersVariables(view: UserView, filters: UserFilters, page: number): UsersVariables {
  const filter: UserFilterInput = {};
  const search = filters.search.trim();
  if (search) filter.search = search;
  if (filters.roleId) filter.roleIds = [filters.roleId];
  if (view === "mentors") filter.categories = ["network"];
  else if (filters.category) filter.categories = [filters.category];
  if (filters.status) filter.statuses = [filters.status];
  return { filter, offset: (Math.max(page, 1) - 1) * PAGE_SIZE, limit: PAGE_SIZE };
}
