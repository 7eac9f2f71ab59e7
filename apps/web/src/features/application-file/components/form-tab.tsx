import { useQuery } from "@apollo/client/react";
import type { Answers, FormDefinition } from "@launchpad/domain/forms";
import { Alert, Badge, Button, Grid, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { ApplicationScores, EvaluationPanel } from "../../evaluations/index.ts";
import { FormRenderer } from "../../form-fill/index.ts";
import { ApplicationAnswersQuery } from "../api/application-file.query.ts";
import { textIn } from "../lib/localized.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";

type Props = { file: ApplicationFile; onChanged?: () => void };

/**
 * The form tab: the applicant's answers by round and by the form version they answered (read
 * only). Beside them, an assigned evaluator scores with the evaluation panel (Save & Next),
 * and staff read the raw and normalised scores (features/evaluations).
 */
export function FormTab({ file, onChanged }: Props) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ApplicationAnswersQuery, {
    variables: { id: file.id },
    fetchPolicy: "cache-and-network",
  });
  const sets = data?.application?.answers;
  let answers: React.ReactNode;
  if (!sets) {
    answers = error ? (
      <Alert color="red" role="alert">
        <Group gap="sm">
          <Text size="sm">
            <FormattedMessage id="applicationFile.loadError" />
          </Text>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            <FormattedMessage id="applicationFile.retry" />
          </Button>
        </Group>
      </Alert>
    ) : loading ? (
      <Loader aria-busy="true" />
    ) : null;
  } else if (sets.length === 0) {
    answers = (
      <Text c="dimmed" data-testid="application-no-answers">
        <FormattedMessage id="applicationFile.answers.empty" />
      </Text>
    );
  } else {
    answers = (
      <Stack gap="xl" data-testid="application-answers">
        {sets.map(({ round, response }) => (
          <Stack key={response.id} gap="sm">
            <Group gap="xs" wrap="wrap">
              <Title order={2} size="h4">
                {round
                  ? intl.formatMessage(
                      { id: "applicationFile.round" },
                      { position: round.position, name: textIn(round.name, intl.locale) },
                    )
                  : intl.formatMessage({ id: "applicationFile.answers.noRound" })}
              </Title>
              <Badge variant="light">
                <FormattedMessage
                  id="applicationFile.answers.version"
                  values={{ number: response.version.number }}
                />
              </Badge>
              <Badge variant="light" color={response.status === "submitted" ? "green" : "gray"}>
                <FormattedMessage id={`applicationFile.answers.${response.status}`} />
              </Badge>
              {response.submittedAt ? (
                <Text size="xs" c="dimmed">
                  <FormattedDate value={response.submittedAt} dateStyle="medium" />
                </Text>
              ) : null}
            </Group>
            <FormRenderer
              mode="readonly"
              definition={response.version.definition as FormDefinition}
              initialAnswers={response.answers as Answers}
              titleOrder={3}
            />
          </Stack>
        ))}
      </Stack>
    );
  }
  const side =
    file.viewerIs === "evaluator" ? (
      <EvaluationPanel applicationId={file.id} onSubmitted={onChanged} />
    ) : file.viewerIs === "staff" ? (
      // Staff may be assigned as evaluators too: the panel shows only when they are.
      <Stack gap="lg">
        <EvaluationPanel applicationId={file.id} onSubmitted={onChanged} withScores={false} />
        <ApplicationScores applicationId={file.id} />
      </Stack>
    ) : null;
  if (!side) return answers;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>{answers}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{side}</Grid.Col>
    </Grid>
  );
}
