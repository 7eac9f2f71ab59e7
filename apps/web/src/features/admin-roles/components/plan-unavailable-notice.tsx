import { Alert, Anchor } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { PLAN_SETTINGS_PATH } from "../../navigation/index.ts";

/** Said instead of a form when the plan lacks the feature (spec-2 §6 plan features). */
export function PlanUnavailableNotice() {
  return (
    <Alert color="orange" data-testid="plan-unavailable">
      <FormattedMessage id="roles.plan.unavailable" />{" "}
      <Anchor component={Link} to={PLAN_SETTINGS_PATH} size="sm">
        <FormattedMessage id="roles.plan.link" />
      </Anchor>
    </Alert>
  );
}
