import { useQuery } from "@apollo/client/react";
import { IncubatorFullPlanInfoQuery } from "../api/incubator-full-plan-info.query.ts";
import { PlanDetails } from "./plan-details.tsx";
import { SettingsPage } from "./settings-page.tsx";

/** /admin/settings/plan: read only; the plan itself is changed by the product's team. */
export function PlanPage() {
  const { data, loading, error, refetch } = useQuery(IncubatorFullPlanInfoQuery, {
    fetchPolicy: "cache-and-network",
  });
  const plan = data?.incubatorFullPlanInfo;
  return (
    <SettingsPage
      titleId="nav.settings.plan"
      introId="settings.plan.intro"
      loading={loading && !plan}
      error={error}
      onRetry={() => void refetch()}
    >
      {plan ? <PlanDetails plan={plan} /> : null}
    </SettingsPage>
  );
}
