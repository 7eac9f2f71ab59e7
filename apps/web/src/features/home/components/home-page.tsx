import { useQuery } from "@apollo/client/react";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { LanguageSwitcher } from "../../../components/language-switcher.tsx";
import { PageLoader } from "../../../components/page-loader.tsx";
import { HomeIncubatorQuery } from "../api/home-incubator.query.ts";
import { loginLogo } from "../lib/login-logo.ts";
import classes from "./home-page.module.css";

/** The organisation's public welcome page; the sign-in flow takes this place later. */
export function HomePage() {
  const intl = useIntl();
  const { data, loading } = useQuery(HomeIncubatorQuery);
  if (loading && !data) return <PageLoader />;
  // Without an organisation the router is already on its way to an error page.
  const incubator = data?.incubator;
  if (!incubator) return null;

  const logo = loginLogo(incubator);

  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <LanguageSwitcher />
      </header>
      <main className={classes.main}>
        <Paper className={classes.card} shadow="xl" radius="lg" withBorder>
          {logo ? (
            <div className={classes.logoBand} data-on-dark={logo.onDark || undefined}>
              <img
                className={classes.logo}
                src={logo.src}
                alt={intl.formatMessage({ id: "home.logoAlt" }, { name: incubator.name })}
              />
            </div>
          ) : null}
          {/* The organisation's own texts keep their own direction (bdi) in any interface language. */}
          <Stack className={classes.body} gap="sm">
            <Title order={1}>
              <bdi>{incubator.name}</bdi>
            </Title>
            {incubator.description ? (
              <Text size="lg">
                <bdi>{incubator.description}</bdi>
              </Text>
            ) : null}
            <Text c="dimmed">
              <FormattedMessage id="home.intro" />
            </Text>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
