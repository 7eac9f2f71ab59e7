import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  MoveApplicationToFunnelMutation,
  MoveApplicationToRoundMutation,
} from "../api/application-file.mutations.ts";
import { ApplicationFunnelRoundsQuery, MoveTargetFunnelsQuery } from "../api/application-file.query.ts";
import { failureText } from "../lib/failure.ts";
import { textIn } from "../lib/localized.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";

type Props = { file: ApplicationFile; onClose: () => void; onFailed: (message: string) => void };

/** Move to another round of the funnel (staff's move: no decision e-mail). */
export function MoveToRoundDialog({ file, onClose, onMoved, onFailed }: Props & { onMoved: () => void }) {
  const intl = useIntl();
  const { data, loading } = useQuery(ApplicationFunnelRoundsQuery, { variables: { id: file.id } });
  const [move, moving] = useMutation(MoveApplicationToRoundMutation);
  const [roundId, setRoundId] = useState<string | null>(null);
  const rounds = (data?.application?.funnel?.rounds ?? []).filter((r) => r.id !== file.roundId);
  const submit = async () => {
    if (!roundId) return;
    try {
      await move({ variables: { id: file.id, roundId } });
      onMoved();
    } catch (error) {
      onFailed(failureText(intl, error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={<FormattedMessage id="applicationFile.moveRound.title" />}
      centered
    >
      <Stack gap="md">
        {loading && !data ? (
          <Loader size="sm" />
        ) : (
          <Select
            label={<FormattedMessage id="applicationFile.moveRound.label" />}
            data={rounds.map((r) => ({
              value: r.id,
              label: intl.formatMessage(
                { id: "applicationFile.round" },
                { position: r.position, name: textIn(r.name, intl.locale) },
              ),
            }))}
            value={roundId}
            onChange={setRoundId}
            data-testid="move-round-select"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="applicationFile.cancel" />
          </Button>
          <Button
            disabled={!roundId}
            loading={moving.loading}
            onClick={() => void submit()}
            data-testid="move-round-confirm"
          >
            <FormattedMessage id="applicationFile.action.moveRound" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Move to another funnel: the application here is rejected quietly and a new one starts in
 * the other funnel's first round (with the answers when both use the same intake form).
 */
export function MoveToFunnelDialog({
  file,
  onClose,
  onMoved,
  onFailed,
}: Props & { onMoved: (newId: string) => void }) {
  const intl = useIntl();
  const { data, loading } = useQuery(MoveTargetFunnelsQuery);
  const [move, moving] = useMutation(MoveApplicationToFunnelMutation);
  const [funnelId, setFunnelId] = useState<string | null>(null);
  const funnels = (data?.funnels ?? []).filter((f) => f.id !== file.funnelId);
  const submit = async () => {
    if (!funnelId) return;
    try {
      const result = await move({ variables: { id: file.id, funnelId } });
      onMoved(result.data?.moveApplicationToFunnel.id ?? file.id);
    } catch (error) {
      onFailed(failureText(intl, error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={<FormattedMessage id="applicationFile.moveFunnel.title" />}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="applicationFile.moveFunnel.body" />
        </Text>
        {loading && !data ? (
          <Loader size="sm" />
        ) : (
          <Select
            label={<FormattedMessage id="applicationFile.moveFunnel.label" />}
            data={funnels.map((f) => ({ value: f.id, label: f.name }))}
            value={funnelId}
            onChange={setFunnelId}
            data-testid="move-funnel-select"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="applicationFile.cancel" />
          </Button>
          <Button
            disabled={!funnelId}
            loading={moving.loading}
            onClick={() => void submit()}
            data-testid="move-funnel-confirm"
          >
            <FormattedMessage id="applicationFile.action.moveFunnel" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
