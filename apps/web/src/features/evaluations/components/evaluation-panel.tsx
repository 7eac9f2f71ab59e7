import { useMutation, useQuery } from "@apollo/client/react";
import type { FieldError } from "@launchpad/domain";
import type { Answers, FormDefinition } from "@launchpad/domain/forms";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { FormRenderer, fieldErrorsOfFailure } from "../../form-fill/index.ts";
import { DeclareConflictMutation } from "../api/declare-conflict.mutation.ts";
import { EvaluationFormQuery } from "../api/evaluation-form.query.ts";
import { EvaluationQueueQuery } from "../api/evaluation-queue.query.ts";
import { SaveEvaluationMutation } from "../api/save-evaluation.mutation.ts";
import { EVALUATIONS_MESSAGES } from "../lib/messages.ts";
import { errorNameOf, formatScore, nextInQueue, reasonOf } from "../lib/scores.ts";
import { ApplicationScores } from "./application-scores.tsx";

export type EvaluationPanelProps = {
  applicationId: string;
  /** After the evaluation is submitted (the file refreshes its scores). */
  onSubmitted?: () => void;
  /**
   * Show the application's evaluations (ApplicationScores) under the form once the evaluator
   * may see them: at once in a round that is not blind, after submitting in a blind one.
   * Default true; false when the page shows ApplicationScores itself.
   */
  withScores?: boolean;
};

/** How long typing pauses before the draft is sent. */
export const EVALUATION_AUTOSAVE_MS = 1_000;

type SaveState = "idle" | "saving" | "saved" | "failed";

/**
 * An assigned evaluator's evaluation of an application (issue 17 "Evaluation rounds",
 * decision 050): the round's evaluation form in the form renderer, autosaved as a draft,
 * submitted once (final); then "Next application" through the viewer's queue. "Save & Next"
 * keeps the draft and moves on. A blind round says that the other evaluations stay hidden
 * until the evaluator submits. "Declare a conflict of interest" removes the evaluator from it.
 * Renders nothing for a viewer who is not assigned to the application's current round.
 */
function EvaluationPanelView({ applicationId, onSubmitted, withScores = true }: EvaluationPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(EvaluationFormQuery, {
    variables: { applicationId },
    fetchPolicy: "cache-and-network",
  });
  const queue = useQuery(EvaluationQueueQuery, { fetchPolicy: "cache-and-network" });
  const [save] = useMutation(SaveEvaluationMutation);
  const [declare, declaring] = useMutation(DeclareConflictMutation);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [withdrawn, setWithdrawn] = useState(false);
  const pending = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const answers = pending.current;
    if (!answers) return true;
    pending.current = null;
    setSaveState("saving");
    try {
      await save({ variables: { applicationId, answers, submit: false } });
      setSaveState(pending.current ? "saving" : "saved");
      return true;
    } catch {
      pending.current ??= answers;
      setSaveState("failed");
      return false;
    }
  }, [save, applicationId]);

  // A pending draft is sent when the panel goes (another application, another tab).
  useEffect(
    () => () => {
      if (timer.current) void flush();
    },
    [flush],
  );

  const evaluation = data?.evaluationForm;
  const next = nextInQueue(queue.data?.evaluationQueue, applicationId);

  if (withdrawn) {
    return (
      <Paper withBorder p="md" data-testid="evaluation-panel">
        <Stack gap="sm" align="flex-start">
          <Text>
            <FormattedMessage id="evaluations.conflict.done" />
          </Text>
          {next ? (
            <Button onClick={() => navigate(`/application/${next}`)}>
              <FormattedMessage id="evaluations.next" />
            </Button>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  if (!evaluation) {
    if (error) {
      // Not assigned (or not in an evaluation round): nothing to evaluate here.
      const reason = reasonOf(error);
      if (
        errorNameOf(error) === "NotFoundError" ||
        reason === "NOT_ASSIGNED" ||
        reason === "NOT_IN_EVALUATION_ROUND"
      )
        return null;
      return (
        <Alert color="red" role="alert" title={<FormattedMessage id="evaluations.loadError" />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              <FormattedMessage id="evaluations.retry" />
            </Button>
          </Stack>
        </Alert>
      );
    }
    return loading ? <Loader aria-busy="true" /> : null;
  }

  const definition = evaluation.version.definition as FormDefinition;
  const answers = (evaluation.response?.answers ?? {}) as Answers;
  const submitted = evaluation.submittedAt !== null && evaluation.submittedAt !== undefined;

  const onChange = (changed: Answers) => {
    if (submitted) return;
    pending.current = changed;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), EVALUATION_AUTOSAVE_MS);
  };

  const onSubmit = async (final: Answers): Promise<FieldError[] | undefined> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    setFailure(null);
    try {
      await save({ variables: { applicationId, answers: final, submit: true } });
      await Promise.all([refetch(), queue.refetch()]);
      onSubmitted?.();
      return undefined;
    } catch (e) {
      const fields = fieldErrorsOfFailure(e) ?? undefined;
      if (!fields) setFailure((e as Error).message);
      return fields;
    }
  };

  const onSaveAndNext = async () => {
    if (!next) return;
    if (await flush()) navigate(`/application/${next}`);
  };

  const onDeclare = async () => {
    setFailure(null);
    try {
      await declare({ variables: { applicationId, reason: reason.trim() || null } });
      setConflictOpen(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pending.current = null;
      await queue.refetch();
      setWithdrawn(true);
    } catch (e) {
      setConflictOpen(false);
      setFailure((e as Error).message);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="evaluation-panel">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3">
            <FormattedMessage id="evaluations.panel.title" />
          </Title>
          {submitted ? (
            <Badge color="green" variant="light">
              <FormattedMessage id="evaluations.submitted" />
            </Badge>
          ) : (
            <Badge color="blue" variant="light">
              <FormattedMessage id="evaluations.toDo" />
            </Badge>
          )}
        </Group>

        {evaluation.blind && !submitted ? (
          <Alert color="grape" variant="light" title={<FormattedMessage id="evaluations.blind.title" />}>
            <FormattedMessage id="evaluations.blind.body" />
          </Alert>
        ) : null}

        {failure ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}

        {submitted ? (
          <Text>
            <FormattedMessage
              id="evaluations.submittedOn"
              values={{
                date: intl.formatDate(evaluation.submittedAt as string, { dateStyle: "long" }),
                score:
                  evaluation.version.maxScore != null
                    ? `${formatScore(intl, evaluation.score)} / ${formatScore(intl, evaluation.version.maxScore)}`
                    : formatScore(intl, evaluation.score),
              }}
            />
          </Text>
        ) : null}

        <FormRenderer
          key={`${evaluation.applicationId}:${submitted ? "done" : "fill"}`}
          definition={definition}
          initialAnswers={answers}
          mode={submitted ? "readonly" : "fill"}
          onChange={onChange}
          onSubmit={onSubmit}
          submitLabel={intl.formatMessage({ id: "evaluations.submit" })}
          titleOrder={3}
        />

        <Group justify="space-between">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {!submitted && saveState !== "idle" ? (
              <FormattedMessage id={`evaluations.save.${saveState}`} />
            ) : null}
          </Text>
          <Group gap="xs">
            {!submitted ? (
              <Button variant="subtle" color="red" onClick={() => setConflictOpen(true)}>
                <FormattedMessage id="evaluations.conflict.open" />
              </Button>
            ) : null}
            {next ? (
              submitted ? (
                <Button onClick={() => navigate(`/application/${next}`)}>
                  <FormattedMessage id="evaluations.next" />
                </Button>
              ) : (
                <Button variant="light" onClick={() => void onSaveAndNext()}>
                  <FormattedMessage id="evaluations.saveAndNext" />
                </Button>
              )
            ) : null}
          </Group>
        </Group>
        {withScores && (submitted || !evaluation.blind) ? (
          <ApplicationScores applicationId={applicationId} />
        ) : null}
      </Stack>

      <Modal
        opened={conflictOpen}
        onClose={() => setConflictOpen(false)}
        title={intl.formatMessage({ id: "evaluations.conflict.title" })}
      >
        <Stack gap="sm">
          <Text size="sm">
            <FormattedMessage id="evaluations.conflict.body" />
          </Text>
          <Textarea
            label={intl.formatMessage({ id: "evaluations.conflict.reason" })}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
            rows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConflictOpen(false)}>
              <FormattedMessage id="evaluations.cancel" />
            </Button>
            <Button color="red" loading={declaring.loading} onClick={() => void onDeclare()}>
              <FormattedMessage id="evaluations.conflict.confirm" />
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** EvaluationPanel with its texts (they load with it, not with the signed-in area). */
export function EvaluationPanel(props: EvaluationPanelProps) {
  return (
    <MessagesGate areas={EVALUATIONS_MESSAGES} loading={<Loader size="sm" aria-busy="true" />}>
      <EvaluationPanelView {...props} />
    </MessagesGate>
  );
}
