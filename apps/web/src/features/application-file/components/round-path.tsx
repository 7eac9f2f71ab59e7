import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { textIn } from "../lib/localized.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";

const OUTCOME_COLOR: Record<string, string> = {
  accepted: "green",
  rejected: "red",
  moved: "blue",
  reset: "gray",
};

/** The application's path through the rounds: when it entered each, and how it left. */
export function RoundPath({ file }: { file: ApplicationFile }) {
  const intl = useIntl();
  if (file.rounds.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <FormattedMessage id="applicationFile.path.title" />
      </Title>
      <Stack
        gap={4}
        component="ol"
        style={{ paddingInlineStart: 20, margin: 0 }}
        data-testid="application-path"
      >
        {file.rounds.map((step) => (
          <Group key={`${step.roundId}-${step.enteredAt}`} component="li" gap="xs" wrap="wrap">
            <Text size="sm">
              {step.round
                ? intl.formatMessage(
                    { id: "applicationFile.round" },
                    { position: step.round.position, name: textIn(step.round.name, intl.locale) },
                  )
                : intl.formatMessage({ id: "applicationFile.path.deletedRound" })}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedDate value={step.enteredAt} dateStyle="medium" />
            </Text>
            {step.outcome ? (
              <Badge size="xs" variant="light" color={OUTCOME_COLOR[step.outcome] ?? "gray"}>
                <FormattedMessage id={`applicationFile.path.${step.outcome}`} />
              </Badge>
            ) : (
              <Badge size="xs" variant="outline">
                <FormattedMessage id="applicationFile.path.current" />
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
