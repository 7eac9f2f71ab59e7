import { useIntl } from "react-intl";
import { useLoadingCount } from "../../lib/apollo/use-network-state.ts";
import { loadingCounter } from "../client-status.ts";
import classes from "./activity-bar.module.css";

/** spec-1 §4: a thin bar along the top of the window while mutations or named operations run. */
export function ActivityBar() {
  const intl = useIntl();
  const count = useLoadingCount(loadingCounter);
  if (count === 0) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: "shell.loading" })}
      data-testid="activity-bar"
    />
  );
}
