import { useQuery } from "@apollo/client/react";
import { List, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../../lib/i18n/message-id.ts";
import { SetUpForStartupLinksQuery } from "../../api/set-up-links.query.ts";

/**
 * spec-2 §7 setUpForStartupLinks: the steps that make the file useful (a logo, a website, …),
 * each ticked once done; hidden once all are done. Its members see it.
 */
export function SetUpChecklist({ startupId }: { startupId: string }) {
  const intl = useIntl();
  const { data } = useQuery(SetUpForStartupLinksQuery, {
    variables: { startupId },
    fetchPolicy: "cache-and-network",
  });
  const steps = data?.setUpForStartupLinks ?? [];
  const done = steps.filter((s) => s.done).length;
  if (steps.length === 0 || done === steps.length) return null;
  const titleId = "set-up-title";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="set-up-checklist"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          <FormattedMessage id="startupFile.setUp.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="startupFile.setUp.progress" values={{ done, total: steps.length }} />
        </Text>
        <Progress value={(done / steps.length) * 100} aria-hidden="true" />
        <List spacing={4} size="sm" listStyleType="none">
          {steps.map((step) => (
            <List.Item
              key={step.key}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={step.done ? "teal" : "gray"}
                  variant={step.done ? "filled" : "light"}
                >
                  <span aria-hidden="true">{step.done ? "✓" : "·"}</span>
                </ThemeIcon>
              }
            >
              <Text size="sm" td={step.done ? "line-through" : undefined}>
                {intl.formatMessage({ id: `startupFile.setUp.${step.key}` as MessageId })}
                {step.done ? (
                  <Text span size="xs" c="dimmed">
                    {" "}
                    <FormattedMessage id="startupFile.setUp.done" />
                  </Text>
                ) : null}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
