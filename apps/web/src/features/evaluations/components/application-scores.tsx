import { useQuery } from "@apollo/client/react";
import { Alert, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { ApplicationEvaluationsQuery } from "../api/application-evaluations.query.ts";
import { EVALUATIONS_MESSAGES } from "../lib/messages.ts";
import { errorNameOf, formatScore, formatZ } from "../lib/scores.ts";

export type ApplicationScoresProps = { applicationId: string };

/**
 * An application's evaluations (issue 17 "Fairness", decision 050): beside the raw average,
 * the normalised score (the mean of each evaluation's z-score against its evaluator's own
 * scores), and per evaluator the raw score and z-score. A blind evaluator who has not
 * submitted is told the others stay hidden. Staff also see declared conflicts. Renders
 * nothing for a viewer who may not read the evaluations (the applicant).
 */
function ApplicationScoresView({ applicationId }: ApplicationScoresProps) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(ApplicationEvaluationsQuery, {
    variables: { applicationId },
    fetchPolicy: "cache-and-network",
  });
  const view = data?.applicationEvaluations;
  if (!view) {
    if (error) {
      if (errorNameOf(error) === "NotFoundError" || errorNameOf(error) === "ForbiddenError") return null;
      return (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      );
    }
    return loading ? <Loader size="sm" aria-busy="true" /> : null;
  }

  return (
    <Paper withBorder p="md" data-testid="application-scores">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="evaluations.scores.title" />
        </Title>
        {view.blind ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="evaluations.scores.blind" />
          </Text>
        ) : (
          <Group gap="xl">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="evaluations.scores.average" />
              </Text>
              <Text fw={600} size="lg" data-testid="raw-average">
                {formatScore(intl, view.averageScore)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="evaluations.scores.normalised" />
              </Text>
              <Text fw={600} size="lg" data-testid="normalised-score">
                {formatZ(intl, view.normalisedScore)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="evaluations.scores.count" />
              </Text>
              <Text fw={600} size="lg">
                {view.evaluationCount}
              </Text>
            </Stack>
          </Group>
        )}
        {!view.blind ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="evaluations.scores.hint" />
          </Text>
        ) : null}
        {view.evaluations.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="evaluations.scores.evaluator" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="evaluations.scores.status" />
                </Table.Th>
                <Table.Th ta="end">
                  <FormattedMessage id="evaluations.scores.raw" />
                </Table.Th>
                <Table.Th ta="end">
                  <FormattedMessage id="evaluations.scores.z" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.evaluations.map((e) => (
                <Table.Tr key={`${e.evaluatorId}:${e.roundId}`}>
                  <Table.Td>
                    <bdi>{e.evaluatorName}</bdi>
                    {e.mine ? (
                      <Badge ms="xs" size="xs" variant="light">
                        <FormattedMessage id="evaluations.scores.you" />
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {e.submittedAt ? (
                      <FormattedMessage
                        id="evaluations.scores.submittedOn"
                        values={{ date: intl.formatDate(e.submittedAt, { dateStyle: "medium" }) }}
                      />
                    ) : (
                      <FormattedMessage id="evaluations.scores.pending" />
                    )}
                  </Table.Td>
                  <Table.Td ta="end">{formatScore(intl, e.score)}</Table.Td>
                  <Table.Td ta="end">{formatZ(intl, e.zScore)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="evaluations.scores.none" />
          </Text>
        )}
        {view.conflicts.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              <FormattedMessage id="evaluations.scores.conflicts" />
            </Text>
            {view.conflicts.map((c) => (
              <Text size="sm" key={c.evaluatorId}>
                <bdi>{c.evaluatorName}</bdi>
                {c.reason ? <> — {c.reason}</> : null}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** ApplicationScores with its texts (they load with it, not with the signed-in area). */
export function ApplicationScores(props: ApplicationScoresProps) {
  return (
    <MessagesGate areas={EVALUATIONS_MESSAGES} loading={<Loader size="sm" aria-busy="true" />}>
      <ApplicationScoresView {...props} />
    </MessagesGate>
  );
}
