import { Burger } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useBranding, useTopBarLogo } from "../../../features/branding/index.ts";
import { DocumentationSearch } from "../../../features/docs-search/index.ts";
import { topBarEntriesFor } from "../../../features/navigation/index.ts";
import { TOP_BAR_SLOTS } from "../../top-bar-slots.ts";
import type { SideMenuState } from "../use-side-menu-state.ts";
import { useViewer } from "../use-viewer.ts";
import { AccountMenu } from "./account-menu.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { ShellBreadcrumbs } from "./shell-breadcrumbs.tsx";
import classes from "./top-bar.module.css";

/**
 * The top bar of spec-1 §2: the menu toggle and the breadcrumbs; then the documentation
 * search, the calendar slide-over (for the roles that may open /calendar), tasks (for the
 * roles that have tasks), notifications,
 * the language and the account dropdown. The tasks and notifications buttons are their features'
 * (`topBar` in feature.ts); until a feature fills its slot, a panel says it is not available yet. On small screens the logo stands in for the
 * breadcrumbs, the menu being hidden.
 */
const { calendar: CalendarButton, tasks: TasksButton, notifications: NotificationsButton } = TOP_BAR_SLOTS;

export function TopBar({ menu }: { menu: SideMenuState }) {
  const intl = useIntl();
  const entries = topBarEntriesFor(useViewer());
  const logo = useTopBarLogo();
  const incubator = useBranding();

  return (
    <div className={classes.bar}>
      <div className={classes.start}>
        <Burger
          // Lines, not a cross: on wide screens "closed" is a rail, and on small ones the open menu has its own close button.
          opened={false}
          onClick={menu.toggle}
          size="sm"
          aria-expanded={menu.opened}
          aria-label={intl.formatMessage({ id: menu.opened ? "topBar.menuClose" : "topBar.menuOpen" })}
        />
        {menu.narrow ? (
          <Link to="/" className={classes.mobileBrand}>
            {logo ? (
              <img
                className={classes.mobileLogo}
                src={logo.src}
                alt={logo.alt}
                data-on-dark={logo.onDark || undefined}
              />
            ) : (
              // Cut at the end of the name in its reading order (dir="auto"), whatever the page's direction.
              <span className={classes.mobileName} dir="auto" data-testid="organisation-name">
                {incubator?.name}
              </span>
            )}
          </Link>
        ) : (
          <ShellBreadcrumbs />
        )}
      </div>
      <div className={classes.end}>
        <DocumentationSearch />
        {entries.calendar && CalendarButton ? <CalendarButton /> : null}
        {entries.tasks && TasksButton ? <TasksButton /> : null}
        {NotificationsButton ? <NotificationsButton /> : null}
        <LanguageMenu />
        <AccountMenu />
      </div>
    </div>
  );
}
