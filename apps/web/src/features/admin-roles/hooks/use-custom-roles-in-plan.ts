import { useQuery } from "@apollo/client/react";
import { RolePlanFeaturesQuery } from "../api/role-plan-features.query.ts";

/**
 * Whether the plan has the customRoles feature (spec-2 §6 plan features); undefined until
 * known. The server refuses anyway (ForbiddenError, reason PLAN), so an unknown plan lets
 * the form show and the refusal decide.
 */
export function useCustomRolesInPlan(): boolean | undefined {
  const { data } = useQuery(RolePlanFeaturesQuery);
  return data?.planInfo.features.some((feature) => feature.name === "customRoles" && feature.enabled);
}
