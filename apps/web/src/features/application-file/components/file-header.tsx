import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { QueueBar } from "../../application-overview/index.ts";
import { textIn } from "../lib/localized.ts";
import { statusColor } from "../lib/status.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";
import { FileActions } from "./file-actions.tsx";

type Props = { file: ApplicationFile; onChanged: () => void };

/**
 * The file's header: the overview's queue bar (previous / next of the overview's filter, for
 * APPLICATION_OVERVIEW/QUEUE_BAR:VIEW), the applicant (or "Anonymous" while the viewer reviews blind), the
 * startup's name, funnel, round, status badge, tags, and the actions the server allows.
 */
export function FileHeader({ file, onChanged }: Props) {
  const intl = useIntl();
  const name = file.applicant?.fullName ?? intl.formatMessage({ id: "applicationFile.anonymous" });
  const round = file.round ? textIn(file.round.name, intl.locale) : null;
  return (
    <Stack gap="sm">
      {file.viewerIs === "applicant" ? null : <QueueBar applicationId={file.id} />}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="application-file-name">
            {name}
          </Title>
          {file.startupName ? (
            <Text c="dimmed" data-testid="application-file-startup">
              {file.startupName}
            </Text>
          ) : null}
          {file.applicant?.email ? (
            <Text size="sm" c="dimmed">
              {file.applicant.email}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <Badge color={statusColor(file.status)} variant="light" data-testid="application-file-status">
              <FormattedMessage id={`applicationFile.status.${file.status}`} />
            </Badge>
            {file.funnel ? (
              <Text size="sm">
                <FormattedMessage id="applicationFile.funnel" values={{ name: file.funnel.name }} />
              </Text>
            ) : null}
            {round ? (
              <Text size="sm" data-testid="application-file-round">
                <FormattedMessage
                  id="applicationFile.round"
                  values={{ position: file.round?.position ?? 0, name: round }}
                />
              </Text>
            ) : null}
          </Group>
          {file.tags.length > 0 ? (
            <Group gap={6} aria-label={intl.formatMessage({ id: "applicationFile.tags" })}>
              {file.tags.map((tag) => (
                <Badge key={tag.id} color={tag.color} variant="dot">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        <FileActions file={file} onChanged={onChanged} />
      </Group>
    </Stack>
  );
}
