import { useQuery } from "@apollo/client/react";
import { UserPlanLimitsQuery } from "../api/user-plan-limits.query.ts";
import { UserRolesQuery } from "../api/user-roles.query.ts";
import type { PlanLimit, RoleOption } from "../lib/types.ts";

/** The roles to choose from and the plan's seats per category, for the filters and the dialogs. */
export function useRoleOptions(): {
  roles: readonly RoleOption[];
  limits: readonly PlanLimit[];
  reloadLimits: () => Promise<unknown>;
} {
  const roles = useQuery(UserRolesQuery);
  const plan = useQuery(UserPlanLimitsQuery);
  return {
    roles: roles.data?.roles ?? [],
    limits: plan.data?.planInfo.limits ?? [],
    reloadLimits: () => plan.refetch(),
  };
}
