import { useMutation } from "@apollo/client/react";
import { ROUND_EMAIL_KINDS, type RoundEmailKind } from "@launchpad/domain/applications";
import { Badge, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { FunnelRoundEmailFieldsFragment, FunnelRoundFieldsFragment } from "../../../gql/graphql.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { DeleteRoundEmailMutation } from "../api/round-mutations.ts";
import { funnelFailure } from "../lib/funnel-errors.ts";
import { pick } from "../lib/localized.ts";
import { EmailDialog } from "./email-dialog.tsx";

type Round = FunnelRoundFieldsFragment;
type Email = FunnelRoundEmailFieldsFragment;

/**
 * Each round's e-mails (invitation, reminder, acceptance, rejections by reason) with when
 * they go out. Rejection e-mails are created with EMAIL_REJECTION:CREATE and changed or
 * deleted with EMAIL_REJECTION:EDIT, or by the funnel's admin (the funnel's `may…` fields).
 */
type Rights = { mayCreateRejectionEmails: boolean; mayEditRejectionEmails: boolean };

export function FunnelEmails({ rounds, rights }: { rounds: Round[]; rights: Rights }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [roundId, setRoundId] = useState(rounds[0]?.id ?? "");
  const [editing, setEditing] = useState<Email | "new" | null>(null);
  const [deleting, setDeleting] = useState<Email | null>(null);
  const [remove, removal] = useMutation(DeleteRoundEmailMutation, {
    refetchQueries: ["Funnel"],
    awaitRefetchQueries: true,
  });
  const round = rounds.find((r) => r.id === roundId) ?? rounds[0];
  const emails = round?.emails ?? [];
  const mayCreateRejection = rights.mayCreateRejectionEmails;
  const mayEditRejection = rights.mayEditRejectionEmails;
  const taken = new Set(emails.filter((e) => e.kind !== "rejection").map((e) => e.kind));
  const creatable = ROUND_EMAIL_KINDS.filter((kind: RoundEmailKind) =>
    kind === "rejection" ? mayCreateRejection : !taken.has(kind),
  );
  const timingOf = (email: Email) =>
    email.timing === "scheduled"
      ? `${say("funnels.emails.timing.scheduled")} (${say("funnels.emails.delayShort", { n: email.delayHours })})`
      : say(`funnels.emails.timing.${email.timing}` as MessageId);

  if (!round) return null;
  return (
    <Stack gap="md" maw={820}>
      <Group justify="space-between" align="flex-end">
        <Select
          w={320}
          label={say("funnels.emails.round")}
          allowDeselect={false}
          data={rounds.map((r) => ({
            value: r.id,
            label: `${say("funnels.rounds.position", { n: r.position })} · ${pick(r.name, locale)}`,
          }))}
          value={round.id}
          onChange={(value) => value && setRoundId(value)}
          data-testid="emails-round"
        />
        <Button disabled={creatable.length === 0} onClick={() => setEditing("new")} data-testid="add-email">
          {say("funnels.emails.add")}
        </Button>
      </Group>
      {!mayCreateRejection ? (
        <Text size="sm" c="dimmed">
          {say("funnels.emails.noRejectionRight")}
        </Text>
      ) : null}
      {emails.length === 0 ? (
        <Text c="dimmed" data-testid="emails-empty">
          {say("funnels.emails.empty")}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="emails">
          {emails.map((email) => {
            const locked = email.kind === "rejection" && !mayEditRejection;
            return (
              <Card key={email.id} withBorder padding="sm" data-testid="email-row">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Badge variant="light">{say(`funnels.emails.kind.${email.kind}` as MessageId)}</Badge>
                      {email.reason ? (
                        <Text size="sm" fw={500} dir="auto">
                          {pick(email.reason, locale)}
                        </Text>
                      ) : null}
                    </Group>
                    <Text size="sm" dir="auto">
                      {pick(email.subject, locale)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {timingOf(email)}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="default" disabled={locked} onClick={() => setEditing(email)}>
                      {say("funnels.emails.edit")}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      disabled={locked}
                      onClick={() => setDeleting(email)}
                    >
                      {say("funnels.emails.delete")}
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing ? (
        <EmailDialog
          roundId={round.id}
          email={editing === "new" ? null : editing}
          kinds={creatable}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          opened
          title={say("funnels.emails.deleteTitle")}
          body={say("funnels.emails.deleteBody")}
          confirm={say("funnels.emails.delete")}
          cancel={say("funnels.cancel")}
          busy={removal.loading}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove({ variables: { id: deleting.id } }).then(
              () => setDeleting(null),
              (error) => {
                setDeleting(null);
                showToast({ color: "red", message: funnelFailure(error, intl).message });
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
