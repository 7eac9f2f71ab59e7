import { Tabs } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { FILE_TABS, filePathOf, tabOf } from "../lib/file-tabs.ts";

/**
 * The file's sections as links (each its own address); the one shown is the current tab.
 * Eleven tabs wrap onto a second line on a narrow screen rather than hide behind a scroll.
 */
export function FileTabs({ startupId }: { startupId: string | null }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const base = filePathOf(startupId);
  return (
    <Tabs value={tabOf(pathname)}>
      <Tabs.List aria-label={intl.formatMessage({ id: "portfolio.file.tabs" })}>
        {FILE_TABS.map((tab) => (
          <Tabs.Tab
            key={tab.path}
            value={tab.path}
            renderRoot={(props) => <Link {...props} to={`${base}/${tab.path}`} />}
          >
            <FormattedMessage id={tab.labelId} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
