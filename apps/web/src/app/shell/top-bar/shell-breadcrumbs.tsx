import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useMatches } from "react-router";
import { breadcrumbsOf } from "../../../features/navigation/index.ts";
import { useViewer } from "../use-viewer.ts";
import classes from "./top-bar.module.css";

/** spec-1 §2: where the page sits (Portfolio > File, Setup > Funnels, Applications > Application File…). */
export function ShellBreadcrumbs() {
  const intl = useIntl();
  const matches = useMatches();
  const viewer = useViewer();
  const crumbs = useMemo(() => breadcrumbsOf(matches, viewer), [matches, viewer]);
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label={intl.formatMessage({ id: "topBar.breadcrumbs" })} className={classes.crumbs}>
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          crumb.to ? (
            <Anchor
              key={`${crumb.labelId}|${crumb.to}`}
              component={Link}
              to={crumb.to}
              size="sm"
              className={classes.crumb}
            >
              <FormattedMessage id={crumb.labelId} />
            </Anchor>
          ) : (
            <Text
              key={`${crumb.labelId}|${crumb.to}`}
              size="sm"
              className={index === crumbs.length - 1 ? classes.current : classes.crumb}
              aria-current={index === crumbs.length - 1 ? "page" : undefined}
            >
              <FormattedMessage id={crumb.labelId} />
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
