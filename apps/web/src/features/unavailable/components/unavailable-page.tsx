import { Button, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { usePageHeadingLevel } from "../../../components/page-heading-level.ts";
import classes from "./unavailable.module.css";
import { UnavailableNotice } from "./unavailable-notice.tsx";

type UnavailablePageProps = {
  /** The page's name, as the menu and the breadcrumbs call it. */
  title: ReactNode;
};

/** The page of a route whose module has not landed yet, inside the signed-in shell. */
export function UnavailablePage({ title }: UnavailablePageProps) {
  const level = usePageHeadingLevel();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={level}>{title}</Title>
      <Paper withBorder radius="md" className={classes.page}>
        <Stack align="center" gap="lg">
          <UnavailableNotice />
          <Button component={Link} to="/" variant="light">
            <FormattedMessage id="unavailable.home" />
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
