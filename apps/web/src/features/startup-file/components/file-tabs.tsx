import { Tabs } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { useViewerAccess } from "../../access/index.ts";
import { decideAccess } from "../../navigation/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { FILE_TABS, filePathOf, tabOf } from "../lib/file-tabs.ts";

/**
 * The file's sections as links (each its own address); the one shown is the current tab.
 * The tabs wrap onto a second line on a narrow screen rather than hide behind a scroll.
 * Hidden: the tabs whose module has not landed, and those the viewer's plan or flags leave out.
 */
export function FileTabs({ startupId }: { startupId: string | null }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const base = filePathOf(startupId);
  const access = useViewerAccess();
  const user = useCurrentUser();
  const viewer = { ...access, roleType: user.role?.type };
  const tabs = FILE_TABS.filter(
    (tab) => !tab.hidden && (!tab.rule || decideAccess([tab.rule], viewer) === "allow"),
  );
  return (
    <Tabs value={tabOf(pathname)}>
      <Tabs.List aria-label={intl.formatMessage({ id: "portfolio.file.tabs" })}>
        {tabs.map((tab) => (
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
