import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

type SetupListPageProps = {
  titleId: MessageId;
  introId: MessageId;
  createLabelId: MessageId;
  canCreate: boolean;
  onCreate: () => void;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
  empty: boolean;
  emptyId: MessageId;
  children: ReactNode;
};

/** The frame of a setup list (tags of a kind, industries): title, intro, create button, states. */
export function SetupListPage(props: SetupListPageProps) {
  const { titleId, introId, createLabelId, canCreate, onCreate, loading, error, onRetry } = props;
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>
            <FormattedMessage id={titleId} />
          </Title>
          <Text c="dimmed" maw={640}>
            <FormattedMessage id={introId} />
          </Text>
        </Stack>
        {canCreate && (
          <Button onClick={onCreate} disabled={loading} data-testid="setup-create">
            <FormattedMessage id={createLabelId} />
          </Button>
        )}
      </Group>
      {error ? (
        <LoadError titleId="tags.loadError" retryId="tags.retry" error={error} onRetry={onRetry} />
      ) : loading ? (
        <ListLoader />
      ) : props.empty ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="setup-empty">
          <FormattedMessage id={props.emptyId} />
        </Text>
      ) : (
        props.children
      )}
    </Stack>
  );
}
