import { Alert, Anchor } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { PlanLimitReached } from "../lib/plan-limit.ts";

/** The plan's limit on this kind of form was reached: nothing was created; what the plan allows, and where to see it. */
export function LimitNotice({ limit }: { limit: PlanLimitReached }) {
  const intl = useIntl();
  return (
    <Alert
      color="orange"
      role="alert"
      title={intl.formatMessage({ id: "formBuilder.limit.title" })}
      data-testid="limit-reached"
    >
      {intl.formatMessage(
        {
          id:
            limit.limit === "evaluationForms"
              ? "formBuilder.limit.evaluation"
              : "formBuilder.limit.application",
        },
        { max: limit.max, current: limit.current },
      )}{" "}
      <Anchor component={Link} to="/admin/settings/plan" size="sm">
        {intl.formatMessage({ id: "formBuilder.limit.plan" })}
      </Anchor>
    </Alert>
  );
}
