import type { MockLink } from "@apollo/client/testing";
import { AdminRolesQuery } from "../api/admin-roles.query.ts";
import { PermissionCatalogueQuery } from "../api/permission-catalogue.query.ts";
import { RolePlanFeaturesQuery } from "../api/role-plan-features.query.ts";
import type { Role } from "../lib/role.ts";

/** Roles and answers as the server sends them, for the page tests. */
export function role(overrides: Partial<Role> & Pick<Role, "id" | "type" | "label">): Role {
  return {
    __typename: "Role",
    isCustom: false,
    editable: true,
    userCount: 0,
    category: "employee",
    permissions: [],
    userAccess: { __typename: "UserAccess", visibilitySettings: "ALL", roles: [] },
    startupAccess: { __typename: "StartupAccess", visibilitySettings: "ALL" },
    ...overrides,
  };
}

export const permission = (key: string, criteria: "ALL" | "ASSIGNED") => ({
  __typename: "RolePermission" as const,
  key,
  criteria,
});

export const ADMIN = role({
  id: "r-admin",
  type: "Admin",
  label: "Admin",
  userCount: 2,
  permissions: [permission("USER_ROLES:EDIT", "ALL"), permission("STARTUP_FILE:VIEW", "ALL")],
});
export const COACH = role({
  id: "r-coach",
  type: "Coach",
  label: "Coach",
  userCount: 3,
  permissions: [permission("STARTUP_FILE:VIEW", "ASSIGNED")],
  userAccess: { __typename: "UserAccess", visibilitySettings: "SELECTED", roles: ["Cofounder", "Mentor"] },
  startupAccess: { __typename: "StartupAccess", visibilitySettings: "ASSIGNED" },
});
export const SCOUT = role({
  id: "r-scout",
  type: "Mentor",
  label: "Scout",
  isCustom: true,
  category: "network",
  userAccess: { __typename: "UserAccess", visibilitySettings: "NONE", roles: [] },
});
export const SYSTEM = role({
  id: "r-system",
  type: "System",
  label: "System",
  editable: false,
  category: "other",
});

export const ROLES = [ADMIN, COACH, SCOUT, SYSTEM];

export const rolesMock = (roles: Role[] = ROLES): MockLink.MockedResponse => ({
  request: { query: AdminRolesQuery },
  result: { data: { roles } },
});

export const planMock = (customRoles: boolean): MockLink.MockedResponse => ({
  request: { query: RolePlanFeaturesQuery },
  result: {
    data: {
      planInfo: {
        __typename: "PlanInfo",
        features: [
          { __typename: "PlanFeature", name: "customRoles", enabled: customRoles },
          { __typename: "PlanFeature", name: "dataAssets", enabled: true },
        ],
      },
    },
  },
});

export const catalogueMock: MockLink.MockedResponse = {
  request: { query: PermissionCatalogueQuery },
  result: {
    data: {
      permissionCatalogue: [
        {
          __typename: "PermissionDefinition",
          key: "STARTUP_FILE:VIEW",
          area: "Startups",
          withCriteria: true,
        },
        { __typename: "PermissionDefinition", key: "USER_ROLES:EDIT", area: "Users", withCriteria: false },
        { __typename: "PermissionDefinition", key: "USER:INVITE", area: "Users", withCriteria: false },
      ],
    },
  },
};
