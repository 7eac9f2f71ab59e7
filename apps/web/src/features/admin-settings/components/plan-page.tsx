import { useQuery } from "@apollo/client/react";
import { Alert } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router";
import { IncubatorFullPlanInfoQuery } from "../api/incubator-full-plan-info.query.ts";
import { PlanDetails } from "./plan-details.tsx";
import { SettingsPage } from "./settings-page.tsx";

/** /admin/settings/plan: read only; the plan itself is changed by the product's team. */
export function PlanPage() {
  const { data, loading, error, refetch } = useQuery(IncubatorFullPlanInfoQuery, {
    fetchPolicy: "cache-and-network",
  });
  const plan = data?.incubatorFullPlanInfo;
  // A page whose feature is outside the plan sends the user here (spec-2 §2 guard rules).
  const sentFromLockedPage = (useLocation().state as { planFeature?: string } | null)?.planFeature != null;
  return (
    <SettingsPage
      titleId="nav.settings.plan"
      introId="settings.plan.intro"
      loading={loading && !plan}
      error={error}
      onRetry={() => void refetch()}
    >
      {sentFromLockedPage ? (
        <Alert color="orange" mb="md" role="status">
          <FormattedMessage id="nav.locked" />
        </Alert>
      ) : null}
      {plan ? <PlanDetails plan={plan} /> : null}
    </SettingsPage>
  );
}
