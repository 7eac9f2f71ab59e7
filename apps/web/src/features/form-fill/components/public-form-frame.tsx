import { Container, Paper } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "../../../components/language-switcher.tsx";
import classes from "./public-form-frame.module.css";

/** A public form page (/share/forms/:uuid): the interface language's switch, then the form on a card as wide as forms need. */
export function PublicFormFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <LanguageSwitcher />
      </header>
      <Container component="main" size="md" className={classes.main}>
        <Paper withBorder radius="md" p="xl" shadow="sm">
          {children}
        </Paper>
      </Container>
    </div>
  );
}
