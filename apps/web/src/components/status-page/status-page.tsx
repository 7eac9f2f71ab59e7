import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { OrbitIllustration } from "./orbit-illustration.tsx";
import classes from "./status-page.module.css";

type StatusPageProps = {
  title: ReactNode;
  text: ReactNode;
  /** Smaller print under the text, such as the message of the error. */
  details?: ReactNode;
  /** Buttons and links offered to the user. */
  actions?: ReactNode;
  /** Inside the signed-in shell: fills the page area instead of the whole window. */
  inline?: boolean;
};

/** The layout shared by the not-found and error pages. */
export function StatusPage({ title, text, details, actions, inline }: StatusPageProps) {
  // The shell already has a <main>: a second one would confuse screen readers.
  const Root = inline ? "section" : "main";
  return (
    <Root className={classes.page} data-inline={inline || undefined}>
      <Stack className={classes.content} align="center" gap="md">
        <OrbitIllustration className={classes.illustration} />
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text size="lg" c="dimmed">
          {text}
        </Text>
        {details ? (
          <Text size="sm" c="dimmed" className={classes.details}>
            {details}
          </Text>
        ) : null}
        {actions ? (
          <Group justify="center" gap="sm" mt="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Root>
  );
}
