import { useMutation, useQuery } from "@apollo/client/react";
import type { Answers } from "@launchpad/domain/forms";
import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { FormToFillQuery } from "../api/form-to-fill.query.ts";
import { SubmitFormResponseMutation } from "../api/submit-form-response.mutation.ts";
import { useFormAutosave } from "../hooks/use-form-autosave.ts";
import { draftToRestore } from "../lib/draft-storage.ts";
import { parseAnswers, parseDefinition } from "../lib/parse-definition.ts";
import { fieldErrorsOfFailure } from "../lib/server-field-errors.ts";
import { AutosaveStatusText } from "./autosave-status.tsx";
import { FormRenderer } from "./form-renderer.tsx";

/**
 * /survey/:id (decision 037: a published feedback form, any signed-in member with the
 * feedbackForms flag): the form with the viewer's draft restored (the browser's copy when
 * newer than the server's), autosaved; after submitting, a thank-you and the PDF of the answers.
 */
export function SurveyPage({ formId }: { formId: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(FormToFillQuery, { variables: { formId } });
  const [submitResponse] = useMutation(SubmitFormResponseMutation);
  const autosave = useFormAutosave(formId);
  const [sentId, setSentId] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);

  const toFill = data?.formToFill ?? null;
  const definition = useMemo(() => (toFill ? parseDefinition(toFill.version.definition) : null), [toFill]);
  // Restored once, when the form arrives: the renderer starts from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per response, not on every autosave
  const restored = useMemo(() => {
    const response = toFill?.response;
    const server =
      response && response.status === "draft"
        ? { answers: parseAnswers(response.answers), updatedAt: response.updatedAt }
        : null;
    return draftToRestore(response?.status === "submitted" ? null : autosave.readLocal(), server);
  }, [toFill?.response?.id, toFill?.formId]);

  if (loading && !data) return <ListLoader />;
  if (error && !data)
    return (
      <Container size="md" py="md">
        <LoadError
          titleId="formFill.loadError"
          retryId="formFill.retry"
          error={error}
          onRetry={() => void refetch()}
        />
      </Container>
    );
  if (!toFill || !definition)
    return (
      <Container size="md" py="md">
        <Alert color="gray" role="alert">
          {intl.formatMessage({ id: "formFill.notFound" })}
        </Alert>
      </Container>
    );

  const submittedId = sentId ?? (toFill.response?.status === "submitted" ? toFill.response.id : null);
  if (submittedId)
    return (
      <Container size="md" py="md">
        <Stack gap="md" align="flex-start" data-testid="survey-thanks">
          <Title order={1}>
            {sentId ? intl.formatMessage({ id: "formFill.thanks.title" }) : toFill.title}
          </Title>
          <Text role="status">
            {intl.formatMessage({ id: sentId ? "formFill.thanks.body" : "formFill.submitted" })}
          </Text>
          <Button
            component={Link}
            to={`/download/forms/${encodeURIComponent(formId)}?response=${encodeURIComponent(submittedId)}`}
          >
            {intl.formatMessage({ id: "formFill.thanks.download" })}
          </Button>
        </Stack>
      </Container>
    );

  async function submit(answers: Answers) {
    setFailure(false);
    try {
      const result = await submitResponse({ variables: { formId, answers } });
      const id = result.data?.submitFormResponse.id;
      if (!id) throw new Error("no response");
      autosave.clear();
      setSentId(id);
      return undefined;
    } catch (failed) {
      const fields = fieldErrorsOfFailure(failed);
      if (fields) return fields;
      setFailure(true);
      throw failed;
    }
  }

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <AutosaveStatusText status={autosave.status} restored={restored.from !== "none"} />
        {failure ? (
          <Alert color="red" role="alert">
            {intl.formatMessage({ id: "formFill.submitFailed" })}
          </Alert>
        ) : null}
        <FormRenderer
          definition={definition}
          initialAnswers={restored.answers}
          mode="fill"
          titleOrder={1}
          videoToken={data?.videoQuestionToken ?? null}
          onChange={autosave.onChange}
          onSubmit={submit}
        />
      </Stack>
    </Container>
  );
}
