import { useMutation } from "@apollo/client/react";
import type { RoundType } from "@launchpad/domain/applications";
import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { FunnelRoundFieldsFragment, FunnelSetupOptionsQuery } from "../../../gql/graphql.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { DeleteRoundMutation, MoveRoundMutation } from "../api/round-mutations.ts";
import { funnelFailure } from "../lib/funnel-errors.ts";
import { pick } from "../lib/localized.ts";
import { RoundDialog } from "./round-dialog.tsx";

type Round = FunnelRoundFieldsFragment;
type Options = FunnelSetupOptionsQuery["funnelSetupOptions"] | undefined;
const ROUND_TYPES_TO_ADD: RoundType[] = ["form", "evaluation", "meeting"];
const MAX_ROUNDS = 10;

/**
 * The funnel's rounds in order. Each moves up or down with buttons (WCAG 2.5.7: no drag
 * needed); round 1, the intake form, stays first. A round opens in a dialog to edit; one no
 * application is in or went through may be deleted.
 */
export function FunnelRounds({
  funnelId,
  rounds,
  options,
}: {
  funnelId: string;
  rounds: Round[];
  options: Options;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [editing, setEditing] = useState<Round | { type: RoundType } | null>(null);
  const [deleting, setDeleting] = useState<Round | null>(null);
  const refetch = { refetchQueries: ["Funnel"], awaitRefetchQueries: true };
  const [move, moving] = useMutation(MoveRoundMutation, refetch);
  const [remove, removal] = useMutation(DeleteRoundMutation, refetch);
  const fail = (error: unknown) => showToast({ color: "red", message: funnelFailure(error, intl).message });
  const nameOf = (round: Round) => pick(round.name, locale) || say("funnels.rounds.untitled");
  const formTitle = (id: string | null | undefined) =>
    [...(options?.intakeForms ?? []), ...(options?.evaluationForms ?? [])].find((f) => f.id === id)?.title;

  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {say("funnels.rounds.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {say("funnels.rounds.intro")}
          </Text>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button disabled={rounds.length >= MAX_ROUNDS} data-testid="add-round">
              {say("funnels.rounds.add")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ROUND_TYPES_TO_ADD.map((type) => (
              <Menu.Item key={type} onClick={() => setEditing({ type })} data-testid={`add-round-${type}`}>
                {say(`funnels.rounds.add${type[0]?.toUpperCase()}${type.slice(1)}` as MessageId)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }} data-testid="rounds">
        {rounds.map((round, index) => {
          const name = nameOf(round);
          const first = round.position === 1;
          return (
            <Card key={round.id} component="li" withBorder padding="sm" data-testid="round-row">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {say("funnels.rounds.position", { n: round.position })}
                    </Text>
                    <Badge variant="light">{say(`funnels.round.type.${round.type}` as MessageId)}</Badge>
                    {round.blind ? <Badge variant="outline">{say("funnels.rounds.blind")}</Badge> : null}
                  </Group>
                  <Text fw={500} dir="auto" data-testid="round-name-text">
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed" dir="auto">
                    {round.type === "meeting"
                      ? say("funnels.rounds.minutes", { n: round.meeting?.durationMinutes ?? 0 })
                      : (formTitle(round.formId) ?? say("funnels.field.noForm"))}
                    {first ? ` · ${say("funnels.rounds.intake")}` : ""}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={say("funnels.rounds.moveUp", { name })}
                    disabled={first || index <= 1 || moving.loading}
                    onClick={() =>
                      move({ variables: { id: round.id, position: round.position - 1 } }).catch(fail)
                    }
                    data-testid="round-up"
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={say("funnels.rounds.moveDown", { name })}
                    disabled={first || index === rounds.length - 1 || moving.loading}
                    onClick={() =>
                      move({ variables: { id: round.id, position: round.position + 1 } }).catch(fail)
                    }
                    data-testid="round-down"
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(round)}
                    aria-label={say("funnels.rounds.edit", { name })}
                  >
                    {say("funnels.list.edit")}
                  </Button>
                  {!first ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(round)}
                      aria-label={say("funnels.rounds.delete", { name })}
                      data-testid="round-delete"
                    >
                      {say("funnels.list.delete")}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {editing ? (
        <RoundDialog funnelId={funnelId} round={editing} options={options} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          opened
          title={say("funnels.rounds.deleteTitle", { name: nameOf(deleting) })}
          body={say("funnels.rounds.deleteBody")}
          confirm={say("funnels.list.delete")}
          cancel={say("funnels.cancel")}
          busy={removal.loading}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove({ variables: { id: deleting.id } }).then(
              () => setDeleting(null),
              (error) => {
                setDeleting(null);
                fail(error);
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
