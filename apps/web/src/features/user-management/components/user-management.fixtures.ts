import type { MockLink } from "@apollo/client/testing";
import { AssignableStartupsQuery } from "../api/assignable-startups.query.ts";
import { UserManagementPermissionsQuery } from "../api/user-management-permissions.query.ts";
import { UserPlanLimitsQuery } from "../api/user-plan-limits.query.ts";
import { UserRolesQuery } from "../api/user-roles.query.ts";
import { ManagedUsersQuery } from "../api/users.query.ts";
import type { UserFilterInput } from "../lib/user-filters.ts";

/** Test data shaped as the server answers it (admin-api.md), for the page's tests. */
export const ADMIN_ID = "u-admin";

const role = (id: string, type: string, label: string, category: string) => ({
  __typename: "Role" as const,
  id,
  type,
  label,
  category,
});

export const ROLES = [
  role("r-admin", "Admin", "Admin", "employee"),
  role("r-mentor", "Mentor", "Mentor", "network"),
  role("r-expert", "Expert", "Expert", "network"),
  role("r-community", "CommunityMember", "Community Member", "other"),
  role("r-system", "System", "System", "other"),
];

const named = (typename: "StartupSummary" | "Program", id: string, name: string) => ({
  __typename: typename,
  id,
  name,
});

export function managedUser(
  id: string,
  fullName: string,
  email: string,
  roleId: string,
  extra: { status?: string; assigned?: string[] } = {},
) {
  const userRole = ROLES.find((r) => r.id === roleId) ?? ROLES[0];
  const [firstName = "", lastName = ""] = fullName.split(" ");
  return {
    __typename: "ManagedUser" as const,
    id,
    email,
    firstName,
    lastName,
    fullName,
    status: extra.status ?? "active",
    validated: true,
    createdAt: "2024-03-05T10:00:00.000Z",
    category: userRole?.category ?? "other",
    role: {
      __typename: "RoleSummary" as const,
      id: userRole?.id ?? "",
      type: userRole?.type ?? "",
      label: userRole?.label ?? "",
    },
    startups: [named("StartupSummary", "s-nimbus", "Nimbus Analytics")].slice(
      0,
      roleId === "r-community" ? 1 : 0,
    ),
    assignedStartups: (extra.assigned ?? []).map((name, index) =>
      named("StartupSummary", `s-${index}`, name),
    ),
    programs: [named("Program", "p-spring", "Spring cohort")],
  };
}

export type TestUser = ReturnType<typeof managedUser>;

export const ADA = managedUser(ADMIN_ID, "Ada Lovelace", "admin@demo.test", "r-admin");
export const CHRIS = managedUser("u-chris", "Chris Community", "community@demo.test", "r-community");
export const MARGARET = managedUser("u-margaret", "Margaret Hamilton", "mentor@demo.test", "r-mentor", {
  assigned: ["GreenLoop"],
});

export function usersMock(
  filter: UserFilterInput,
  items: TestUser[],
  { offset = 0, total = items.length }: { offset?: number; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ManagedUsersQuery, variables: { filter, offset, limit: 25 } },
    result: { data: { users: { __typename: "UserPage", total, items } } },
    maxUsageCount: 5,
  };
}

export function pageMocks(limits: { network?: [number, number] } = {}): MockLink.MockedResponse[] {
  const [networkCurrent, networkMax] = limits.network ?? [12, 25];
  const limit = (name: string, current: number, max: number) => ({
    __typename: "PlanLimit" as const,
    name,
    current,
    max,
  });
  return [
    {
      request: { query: UserManagementPermissionsQuery },
      result: {
        data: {
          currentUserPermissions: [
            "USER:EDIT",
            "USER:INVITE",
            "USER_ROLES:EDIT",
            "STARTUP/ASSIGNATION_MEMBERS:EDIT",
          ],
        },
      },
    },
    { request: { query: UserRolesQuery }, result: { data: { roles: ROLES } }, maxUsageCount: 5 },
    {
      request: { query: UserPlanLimitsQuery },
      result: {
        data: {
          planInfo: {
            __typename: "PlanInfo",
            limits: [
              limit("employee", 5, 10),
              limit("network", networkCurrent, networkMax),
              limit("evaluator", 1, 0),
            ],
          },
        },
      },
      maxUsageCount: 5,
    },
    {
      request: { query: AssignableStartupsQuery },
      result: {
        data: {
          startups: [
            { __typename: "StartupListItem", id: "s-0", name: "GreenLoop" },
            { __typename: "StartupListItem", id: "s-nimbus", name: "Nimbus Analytics" },
          ],
        },
      },
      maxUsageCount: 5,
    },
  ];
}
