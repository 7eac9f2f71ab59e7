import type { ManagedUserFieldsFragment, UserPlanLimitsQuery, UserRolesQuery } from "../../../gql/graphql.ts";

/** The shapes this area shows (admin-api.md, Users), as its operations fetch them. */
export type ManagedUser = ManagedUserFieldsFragment;
export type Named = { id: string; name: string };
export type RoleOption = UserRolesQuery["roles"][number];
export type PlanLimit = UserPlanLimitsQuery["planInfo"]["limits"][number];

/** What the viewer's permissions let them do on this page (admin-api.md, Users mutations). */
export type UserActionRights = {
  changeRole: boolean;
  invite: boolean;
  assignStartups: boolean;
  editUsers: boolean;
};
