import type { Question } from "@launchpad/domain/forms";
import { Alert, Badge, Group, List, Loader, Paper, Stack, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { CustomFieldChoice } from "../lib/custom-field-choice.ts";
import { questionName, typeName } from "../lib/names.ts";
import { useBuilder } from "./builder-context.ts";
import { LocalizedFields, withText } from "./localized-fields.tsx";

/** The type's own settings come in a chunk of their own, with the first question opened. */
const TypeSettings = lazy(
  withChunkReload(() => import("./type-settings.tsx").then((module) => ({ default: module.TypeSettings }))),
);

type QuestionPanelProps = { question: Question; customFields: readonly CustomFieldChoice[] | null };

/** The selected question: its texts in every language side by side, then its type's settings. */
export function QuestionPanel({ question, customFields }: QuestionPanelProps) {
  const intl = useIntl();
  const { definition, dispatch, uiLocale, problems } = useBuilder();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const type = question.questionType;
  const onChange = (patch: Partial<Omit<Question, "id" | "questionType">>) =>
    dispatch({ type: "update", id: question.id, patch });
  const mine = problems[question.id] ?? [];
  const labelId: MessageId =
    type === "section" || type === "heading" || type === "sub_heading"
      ? "formBuilder.field.title"
      : type === "paragraph"
        ? "formBuilder.field.text"
        : "formBuilder.field.label";
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="question-panel-title"
      data-testid="question-panel"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="question-panel-title" dir="auto">
            {questionName(intl, definition, question, uiLocale)}
          </Title>
          <Badge variant="light">{say(typeName(type))}</Badge>
        </Group>
        {mine.length > 0 ? (
          <Alert color="red" title={say("formBuilder.publish.problemsHere")} data-testid="question-problems">
            <List size="sm">
              {mine.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <LocalizedFields
          label={say(labelId)}
          value={question.label}
          multiline={type === "paragraph"}
          required
          onChange={(locale, text) => onChange({ label: withText(question.label, locale, text) })}
          testId="question-label"
        />
        {type !== "paragraph" ? (
          <LocalizedFields
            label={say("formBuilder.field.description")}
            value={question.description}
            multiline
            onChange={(locale, text) =>
              onChange({ description: withText(question.description, locale, text) })
            }
            testId="question-description"
          />
        ) : null}
        <Suspense fallback={<Loader size="sm" aria-label={say("formBuilder.loading")} />}>
          <TypeSettings question={question} onChange={onChange} customFields={customFields} />
        </Suspense>
      </Stack>
    </Paper>
  );
}
