import { AppShell } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { useBranding, useTopBarLogo } from "../../features/branding/index.ts";
import { AccountMenu } from "./account-menu.tsx";
import classes from "./app-shell-layout.module.css";

/**
 * The signed-in frame: a top bar in the organisation's sidebar colours with its logo and
 * name, the language switcher and the account dropdown. The side menu, breadcrumbs and the
 * other top-bar entries of spec-1 §2 come with the shell issue.
 */
export function AppShellLayout({ children }: { children: ReactNode }) {
  const incubator = useBranding();
  const logo = useTopBarLogo();

  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header className={classes.header}>
        <Link to="/" className={classes.brand}>
          {logo ? (
            <img
              className={classes.logo}
              src={logo.src}
              alt={logo.alt}
              data-on-light={logo.onDark ? undefined : true}
            />
          ) : null}
          {incubator ? (
            <span className={classes.name}>
              <bdi>{incubator.name}</bdi>
            </span>
          ) : null}
        </Link>
        <div className={classes.actions}>
          <LanguageSwitcher />
          <AccountMenu />
        </div>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
    </AppShell>
  );
}
