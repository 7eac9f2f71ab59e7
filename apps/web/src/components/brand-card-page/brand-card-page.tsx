import { Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "../language-switcher.tsx";
import classes from "./brand-card-page.module.css";

export type CardLogo = { src: string; onDark: boolean; alt: string };

type BrandCardPageProps = {
  /** The organisation's logo, on a dark band when it is the white one. */
  logo?: CardLogo | null;
  /** A wider card, for forms with fields side by side. */
  wide?: boolean;
  children: ReactNode;
};

/**
 * The organisation-coloured page with one card: sign-in and the other account pages
 * (login, password reset, invitation, takeover, e-mail confirmation).
 */
export function BrandCardPage({ logo, wide, children }: BrandCardPageProps) {
  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <LanguageSwitcher />
      </header>
      <main className={classes.main}>
        <Paper className={classes.card} data-wide={wide || undefined} shadow="xl" radius="lg" withBorder>
          {logo ? (
            <div className={classes.logoBand} data-on-dark={logo.onDark || undefined}>
              <img className={classes.logo} src={logo.src} alt={logo.alt} />
            </div>
          ) : null}
          <Stack className={classes.body} gap="md">
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
