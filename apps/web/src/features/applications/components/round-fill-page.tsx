import { useMutation, useQuery } from "@apollo/client/react";
import type { Answers, FormDefinition } from "@launchpad/domain/forms";
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { FormRenderer, fieldErrorsOfFailure } from "../../form-fill/index.ts";
import { ApplicationRoundFormQuery } from "../api/application-round-form.query.ts";
import { MyApplicationQuery } from "../api/my-application.query.ts";
import { MyApplicationsQuery } from "../api/my-applications.query.ts";
import { ResendApplicantConfirmationMutation } from "../api/resend-confirmation.mutation.ts";
import { SaveApplicationAnswersMutation } from "../api/save-application-answers.mutation.ts";
import { type AutosaveStatus, useApplicationAutosave } from "../hooks/use-application-autosave.ts";
import type { Refusal } from "../lib/apply-errors.ts";
import { refusalOfApollo } from "../lib/field-errors.ts";
import { localizedText } from "../lib/localized.ts";
import { APPLICATIONS_MANAGER_PATH } from "../lib/paths.ts";
import { RefusalText } from "./refusal-text.tsx";

/**
 * /application/:applicationId/forms/:round/fill (spec-1 §2; `:round` is the round's position):
 * the applicant's form of that round — autosaved while a draft, pre-filled with what they
 * answered before (WCAG 3.3.7), submitted once their e-mail address is confirmed; read-only
 * once submitted or when the application has moved on.
 */
export function RoundFillPage({ applicationId, position }: { applicationId: string; position: number }) {
  const application = useQuery(MyApplicationQuery, { variables: { applicationId } });
  const round = application.data?.myApplication.rounds.find((r) => r.position === position) ?? null;

  if (application.loading && !application.data) return <ListLoader />;
  if (application.error && !application.data) {
    if (application.error.message.includes("not found")) return <FillNotFound />;
    return (
      <LoadError
        titleId="applications.fill.loadError"
        retryId="applications.apply.retry"
        error={application.error}
        onRetry={() => void application.refetch()}
      />
    );
  }
  if (!round) return <FillNotFound />;
  return <RoundForm key={round.roundId} applicationId={applicationId} roundId={round.roundId} />;
}

function FillNotFound() {
  const intl = useIntl();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{intl.formatMessage({ id: "applications.fill.notFound" })}</Title>
      <BackLink />
    </Stack>
  );
}

function BackLink() {
  const intl = useIntl();
  return (
    <Anchor component={Link} to={APPLICATIONS_MANAGER_PATH}>
      {intl.formatMessage({ id: "applications.fill.back" })}
    </Anchor>
  );
}

function RoundForm({ applicationId, roundId }: { applicationId: string; roundId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(ApplicationRoundFormQuery, {
    variables: { applicationId, roundId },
  });
  const autosave = useApplicationAutosave(applicationId, roundId);
  const [submitAnswers] = useMutation(SaveApplicationAnswersMutation, {
    refetchQueries: [
      { query: MyApplicationsQuery },
      { query: ApplicationRoundFormQuery, variables: { applicationId, roundId } },
    ],
  });
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (loading && !data) return <ListLoader />;
  if (error && !data)
    return (
      <LoadError
        titleId="applications.fill.loadError"
        retryId="applications.apply.retry"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  const toFill = data?.applicationRoundForm;
  if (!toFill) return null;
  const funnelName = localizedText(toFill.application.funnel.displayName, locale);
  const definition = (toFill.definition ?? null) as FormDefinition | null;
  const answers = (toFill.answers ?? {}) as Answers;

  async function submit(given: Answers) {
    setFailure(null);
    setSubmitting(true);
    autosave.stop();
    try {
      await submitAnswers({ variables: { applicationId, roundId, answers: given, submit: true } });
      setSubmitted(true);
      return undefined;
    } catch (failed) {
      autosave.resume();
      const fields = fieldErrorsOfFailure(failed);
      if (fields) return fields;
      setFailure(refusalOfApollo(failed));
      return undefined;
    } finally {
      setSubmitting(false);
    }
  }

  const heading = (
    <Stack gap={4}>
      <BackLink />
      <Title order={1}>{funnelName}</Title>
      <Text c="dimmed">
        {intl.formatMessage(
          { id: "applications.fill.step" },
          {
            position: toFill.round.position,
            total: toFill.application.rounds.length,
            name: localizedText(toFill.round.name, locale),
          },
        )}
      </Text>
    </Stack>
  );

  if (submitted)
    return (
      <Stack gap="md" align="flex-start">
        {heading}
        <Alert color="green" role="status" data-testid="application-submitted">
          {intl.formatMessage({ id: "applications.fill.thanks" })}
        </Alert>
        <Button component={Link} to={APPLICATIONS_MANAGER_PATH}>
          {intl.formatMessage({ id: "applications.fill.back" })}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="md" maw={860}>
      {heading}
      {toFill.editable && !toFill.emailValidated ? <ConfirmEmailNotice /> : null}
      {toFill.editable && toFill.prefilledQuestionIds.length > 0 ? (
        <Alert color="blue" data-testid="prefilled-notice">
          {intl.formatMessage(
            { id: "applications.fill.prefilled" },
            { count: toFill.prefilledQuestionIds.length },
          )}
        </Alert>
      ) : null}
      {!toFill.editable ? (
        <Alert color="gray">{intl.formatMessage({ id: "applications.fill.readonly" })}</Alert>
      ) : (
        <AutosaveText status={autosave.status} />
      )}
      {failure ? (
        <Alert color="red" role="alert">
          <RefusalText refusal={failure} />
        </Alert>
      ) : null}
      {definition ? (
        <FormRenderer
          definition={definition}
          initialAnswers={answers}
          mode={toFill.editable ? "fill" : "readonly"}
          titleOrder={2}
          onChange={toFill.editable ? autosave.onChange : undefined}
          onSubmit={toFill.editable ? submit : undefined}
          submitLabel={intl.formatMessage({ id: "applications.fill.submit" })}
        />
      ) : toFill.editable ? (
        <Group>
          <Text>{intl.formatMessage({ id: "applications.fill.noForm" })}</Text>
          <Button loading={submitting} onClick={() => void submit({})}>
            {intl.formatMessage({ id: "applications.fill.submit" })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Where the draft is (WCAG 4.1.3: said politely by screen readers, never moving focus). */
function AutosaveText({ status }: { status: AutosaveStatus }) {
  const intl = useIntl();
  const text =
    status === "saving"
      ? intl.formatMessage({ id: "applications.fill.saving" })
      : status === "saved"
        ? intl.formatMessage({ id: "applications.fill.saved" })
        : status === "local"
          ? intl.formatMessage({ id: "applications.fill.local" })
          : "";
  return (
    <Text
      size="sm"
      c={status === "local" ? "orange.9" : "dimmed"}
      role="status"
      data-testid="autosave-status"
      mih={20}
    >
      {text}
    </Text>
  );
}

/** Submitting waits for the confirmed address (decision 047): the link can be sent again. */
function ConfirmEmailNotice() {
  const intl = useIntl();
  const [resend, { loading, called, error }] = useMutation(ResendApplicantConfirmationMutation);
  return (
    <Alert color="yellow" data-testid="confirm-email-notice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage({ id: "applications.fill.confirmEmail" })}</Text>
        {called && !loading && !error ? (
          <Text size="sm" role="status">
            {intl.formatMessage({ id: "applications.fill.resent" })}
          </Text>
        ) : (
          <Button size="xs" variant="light" loading={loading} onClick={() => void resend().catch(() => {})}>
            {intl.formatMessage({ id: "applications.fill.resend" })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
