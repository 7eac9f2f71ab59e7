import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { LeadQuery } from "../api/lead.query.ts";
import { TransferLeadMutation } from "../api/transfer-lead.mutation.ts";

const firstError = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions ?? {}) : ({} as Record<string, unknown>);

/** The message of a refused transfer, by its reason (leads.errors.ts). */
export function transferErrorId(error: unknown): MessageId {
  const reason = firstError(error).reason;
  if (reason === "ALREADY_APPLIED" || reason === "NOT_A_TARGET") return `leads.error.${reason}`;
  if (firstError(error).name === "NotFoundError") return "leads.notFound";
  return "leads.error.other";
}

/**
 * /leads/transfer/:id (spec-1 §2; decision 052): a community funnel's application — the
 * person, where they came through — and a picker of the startup funnels the viewer may
 * transfer it into, saying whether the answers carry over; then a link to the new draft.
 */
export function LeadTransferPage({ leadId }: { leadId: string }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(LeadQuery, { variables: { id: leadId } });
  const [target, setTarget] = useState<string | null>(null);
  const [transfer, transferred] = useMutation(TransferLeadMutation, {
    refetchQueries: [{ query: LeadQuery, variables: { id: leadId } }],
  });
  const title = (
    <Title order={1} size="h2">
      <FormattedMessage id="leads.title" />
    </Title>
  );
  if (loading && !data) return <Loader aria-label={intl.formatMessage({ id: "leads.title" })} />;
  if (error || !data) {
    const { name, reason } = firstError(error);
    const id: MessageId =
      reason === "NOT_A_LEAD"
        ? "leads.notALead"
        : name === "NotFoundError"
          ? "leads.notFound"
          : "leads.loadError";
    return (
      <Stack gap="md" maw={720}>
        {title}
        <Alert color={name === "NotFoundError" || reason ? "gray" : "red"} role="alert">
          <FormattedMessage id={id} />
        </Alert>
      </Stack>
    );
  }
  const lead = data.lead;
  const chosen = lead.targets.find((t) => t.funnel.id === target) ?? null;
  const options = lead.targets.map((t) => ({
    value: t.funnel.id,
    disabled: t.alreadyApplied || !t.hasRounds,
    label: t.alreadyApplied
      ? intl.formatMessage({ id: "leads.alreadyApplied" }, { funnel: t.funnel.name })
      : !t.hasRounds
        ? intl.formatMessage({ id: "leads.noRounds" }, { funnel: t.funnel.name })
        : t.funnel.name,
  }));
  const result = transferred.data?.transferLead;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });

  return (
    <Stack gap="md" maw={720}>
      {title}
      <Text>
        <FormattedMessage
          id="leads.intro"
          values={{ name: lead.applicant.fullName || lead.applicant.email, funnel: lead.funnel.name }}
        />
      </Text>
      <Card withBorder padding="md">
        <Table variant="vertical" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>
                <FormattedMessage id="leads.person" />
              </Table.Th>
              <Table.Td>{lead.applicant.fullName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="leads.email" />
              </Table.Th>
              <Table.Td>{lead.applicant.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="leads.source" />
              </Table.Th>
              <Table.Td>
                <Anchor component={Link} to={`/application/${lead.application.id}`}>
                  {lead.funnel.name}
                </Anchor>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="leads.since" />
              </Table.Th>
              <Table.Td>{date(lead.application.createdAt)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      {lead.transfers.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            <FormattedMessage id="leads.transfers" />
          </Title>
          <List>
            {lead.transfers.map((t) => (
              <List.Item key={t.applicationId}>
                <Anchor component={Link} to={`/application/${t.applicationId}`}>
                  <FormattedMessage
                    id="leads.transferredTo"
                    values={{ funnel: t.funnelName, date: date(t.at) }}
                  />
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {result ? (
        <Alert color="teal" role="status">
          <Stack gap={4}>
            <Text>
              <FormattedMessage
                id="leads.done"
                values={{
                  name: lead.applicant.fullName || lead.applicant.email,
                  funnel:
                    lead.targets.find((t) => t.funnel.id === result.application.funnelId)?.funnel.name ?? "",
                }}
              />
            </Text>
            {result.answersCarried ? (
              <Text size="sm">
                <FormattedMessage id="leads.doneCarried" />
              </Text>
            ) : null}
            <Anchor component={Link} to={`/application/${result.application.id}`}>
              <FormattedMessage id="leads.openApplication" />
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {lead.targets.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="leads.noTargets" />
        </Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            void transfer({ variables: { id: lead.id, funnelId: chosen.funnel.id } }).catch(() => {});
          }}
        >
          <Stack gap="sm">
            <Select
              label={intl.formatMessage({ id: "leads.target" })}
              placeholder={intl.formatMessage({ id: "leads.targetPlaceholder" })}
              data={options}
              value={target}
              onChange={setTarget}
              description={
                chosen
                  ? intl.formatMessage({
                      id: chosen.sameIntakeForm ? "leads.answersCarried" : "leads.answersNotCarried",
                    })
                  : undefined
              }
              w={360}
            />
            {transferred.error ? (
              <Text c="red" size="sm" role="alert">
                <FormattedMessage id={transferErrorId(transferred.error)} />
              </Text>
            ) : null}
            <Group>
              <Button type="submit" disabled={!chosen || chosen.alreadyApplied} loading={transferred.loading}>
                <FormattedMessage id="leads.transfer" />
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
