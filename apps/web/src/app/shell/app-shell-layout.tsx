import { AppShell } from "@mantine/core";
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { ToastStack } from "../../components/feedback/toast-stack.tsx";
import { isFullScreen } from "../../features/navigation/index.ts";
import { RouteAccessGate } from "../guards/route-access-gate.tsx";
import { ActivityBar } from "./activity-bar.tsx";
import classes from "./app-shell-layout.module.css";
import { ConnectionBanner } from "./connection-banner.tsx";
import sideMenuClasses from "./side-menu/side-menu.module.css";
import { SideMenu } from "./side-menu/side-menu.tsx";
import { TopBar } from "./top-bar/top-bar.tsx";
import { useSideMenuState } from "./use-side-menu-state.ts";
import { UserLanguage } from "./user-language.tsx";

const MENU_WIDTH = 264;
const RAIL_WIDTH = 72;

/**
 * The signed-in frame of spec-1 §2: the side menu (full height, in the organisation's
 * sidebar colours), the top bar (hidden on full-screen editors), the progress bar and the
 * offline banner, and the page, shown once its rules allow it.
 * Below 576 px (Mantine's "xs") the menu becomes an overlay, hidden when closed.
 */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const menu = useSideMenuState();
  const fullScreen = isFullScreen(useMatches());

  return (
    <AppShell
      layout="alt"
      header={{ height: 60, collapsed: fullScreen }}
      navbar={{
        width: menu.opened ? MENU_WIDTH : RAIL_WIDTH,
        breakpoint: "xs",
        collapsed: { mobile: !menu.opened, desktop: false },
      }}
      padding="lg"
    >
      <UserLanguage />
      <ActivityBar />
      <AppShell.Header className={classes.header}>
        {fullScreen ? null : <TopBar menu={menu} />}
      </AppShell.Header>
      <AppShell.Navbar className={sideMenuClasses.navbar}>
        <SideMenu state={menu} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <ConnectionBanner />
        <RouteAccessGate>{children}</RouteAccessGate>
      </AppShell.Main>
      <ToastStack />
    </AppShell>
  );
}
