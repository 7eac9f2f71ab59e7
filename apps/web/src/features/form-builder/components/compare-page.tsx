import { useQuery } from "@apollo/client/react";
import {
  compareDefinitions,
  type FormDefinition,
  type Question,
  type QuestionAspect,
} from "@launchpad/domain/forms";
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { BuilderFormVersionQuery } from "../api/form-version.query.ts";
import { questionName } from "../lib/names.ts";
import { definitionFrom } from "../lib/stored-definition.ts";
import { BuilderContext, type BuilderContextValue } from "./builder-context.ts";
import { QuestionAspectValue } from "./question-aspect.tsx";

const noop = () => {};

/**
 * /setup/forms/:baseId/compare/:compareId (spec-1 §2): what changed from one version of a form
 * to another (the domain's compareDefinitions: questions matched by id): added, removed and
 * changed questions, options and logic, side by side.
 */
export function ComparePage({ baseId, compareId }: { baseId: string; compareId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const base = useQuery(BuilderFormVersionQuery, { variables: { id: baseId } });
  const next = useQuery(BuilderFormVersionQuery, { variables: { id: compareId } });
  const error = base.error ?? next.error;
  if (error)
    return (
      <LoadError
        titleId="formBuilder.compare.loadError"
        retryId="formBuilder.retry"
        error={error}
        onRetry={() => {
          void base.refetch();
          void next.refetch();
        }}
      />
    );
  if (!base.data || !next.data) return <ListLoader />;
  const left = base.data.formVersion;
  const right = next.data.formVersion;
  if (!left || !right || left.formId !== right.formId)
    return (
      <Alert color="orange" role="alert" data-testid="compare-missing">
        {intl.formatMessage({
          id: left && right ? "formBuilder.compare.otherForms" : "formBuilder.compare.notFound",
        })}
      </Alert>
    );
  const leftDef = definitionFrom(left.definition, locale);
  const rightDef = definitionFrom(right.definition, locale);
  const diff = compareDefinitions(leftDef, rightDef);
  const side = (definition: FormDefinition, content: ReactNode) => (
    <BuilderContext value={contextOf(definition, locale)}>{content}</BuilderContext>
  );
  const leftName = intl.formatMessage(
    { id: "formBuilder.versions.name" },
    { n: left.number, status: left.status },
  );
  const rightName = intl.formatMessage(
    { id: "formBuilder.versions.name" },
    { n: right.number, status: right.status },
  );
  const nothing =
    diff.added.length + diff.removed.length + diff.changed.length === 0 &&
    !diff.title &&
    !diff.description &&
    !diff.locales;
  return (
    <Container size="xl" px="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`/admin/forms/${left.formId}/edit`}
              size="sm"
              data-testid="compare-back"
            >
              {intl.formatMessage({ id: "formBuilder.compare.back" })}
            </Anchor>
            <Title order={1} size="h2">
              {intl.formatMessage(
                { id: "formBuilder.compare.title" },
                { base: left.number, next: right.number },
              )}
            </Title>
          </Stack>
          <Group gap="xs" data-testid="compare-summary">
            <Badge color="green" variant="light">
              {intl.formatMessage({ id: "formBuilder.compare.addedCount" }, { count: diff.added.length })}
            </Badge>
            <Badge color="red" variant="light">
              {intl.formatMessage({ id: "formBuilder.compare.removedCount" }, { count: diff.removed.length })}
            </Badge>
            <Badge color="orange" variant="light">
              {intl.formatMessage({ id: "formBuilder.compare.changedCount" }, { count: diff.changed.length })}
            </Badge>
          </Group>
        </Group>
        {nothing ? (
          <Alert color="gray" data-testid="compare-same">
            {intl.formatMessage({ id: "formBuilder.compare.same" })}
          </Alert>
        ) : null}
        {diff.title || diff.description || diff.locales ? (
          <Alert color="blue" data-testid="compare-form-changes">
            {intl.formatList(
              [
                diff.title ? intl.formatMessage({ id: "formBuilder.compare.formTitle" }) : null,
                diff.description ? intl.formatMessage({ id: "formBuilder.compare.formDescription" }) : null,
                diff.locales ? intl.formatMessage({ id: "formBuilder.compare.formLanguages" }) : null,
              ].filter((entry): entry is string => entry !== null),
            )}
          </Alert>
        ) : null}
        {diff.added.length > 0 ? (
          <QuestionGroup
            title={intl.formatMessage({ id: "formBuilder.compare.added" })}
            testId="compare-added"
          >
            {side(
              rightDef,
              diff.added.map((question) => (
                <WholeQuestion key={question.id} question={question} definition={rightDef} />
              )),
            )}
          </QuestionGroup>
        ) : null}
        {diff.removed.length > 0 ? (
          <QuestionGroup
            title={intl.formatMessage({ id: "formBuilder.compare.removed" })}
            testId="compare-removed"
          >
            {side(
              leftDef,
              diff.removed.map((question) => (
                <WholeQuestion key={question.id} question={question} definition={leftDef} />
              )),
            )}
          </QuestionGroup>
        ) : null}
        {diff.changed.length > 0 ? (
          <QuestionGroup
            title={intl.formatMessage({ id: "formBuilder.compare.changed" })}
            testId="compare-changed"
          >
            {diff.changed.map((change) => (
              <Paper key={change.id} withBorder p="md" radius="md" data-testid="compare-change">
                <Stack gap="xs">
                  <Title order={3} size="h5" dir="auto">
                    {side(rightDef, <NameOf question={change.next} definition={rightDef} />)}
                  </Title>
                  <Table.ScrollContainer minWidth={600}>
                    <Table withColumnBorders verticalSpacing="xs">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th w="16%">
                            {intl.formatMessage({ id: "formBuilder.compare.aspect" })}
                          </Table.Th>
                          <Table.Th w="42%">{leftName}</Table.Th>
                          <Table.Th w="42%">{rightName}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {change.aspects.map((aspect) => (
                          <Table.Tr key={aspect} data-testid={`compare-aspect-${aspect}`}>
                            <Table.Td>
                              {intl.formatMessage({
                                id: `formBuilder.compare.aspect.${aspect}` as MessageId,
                              })}
                            </Table.Td>
                            <Table.Td>
                              {side(
                                leftDef,
                                <QuestionAspectValue
                                  question={change.base}
                                  aspect={aspect}
                                  marks={{
                                    added: [],
                                    removed: change.options.removed,
                                    changed: change.options.changed,
                                  }}
                                />,
                              )}
                            </Table.Td>
                            <Table.Td>
                              {side(
                                rightDef,
                                <QuestionAspectValue
                                  question={change.next}
                                  aspect={aspect}
                                  marks={{
                                    added: change.options.added,
                                    removed: [],
                                    changed: change.options.changed,
                                  }}
                                />,
                              )}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Stack>
              </Paper>
            ))}
          </QuestionGroup>
        ) : null}
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: "formBuilder.compare.unchanged" }, { count: diff.unchanged.length })}
        </Text>
      </Stack>
    </Container>
  );
}

function contextOf(
  definition: FormDefinition,
  uiLocale: BuilderContextValue["uiLocale"],
): BuilderContextValue {
  return {
    definition,
    dispatch: noop,
    kind: "feedback",
    profile: false,
    uiLocale,
    problems: {},
    selectedId: null,
  };
}

function QuestionGroup({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const WHOLE: QuestionAspect[] = ["type", "validations", "options", "logic", "calculation"];

/** An added or removed question: what it asked, with its options and logic. */
function WholeQuestion({ question, definition }: { question: Question; definition: FormDefinition }) {
  const intl = useIntl();
  const aspects = WHOLE.filter((aspect) =>
    aspect === "options"
      ? (question.options?.length ?? 0) > 0
      : aspect === "logic"
        ? Boolean(question.dependency)
        : aspect === "calculation"
          ? Boolean(question.calculation)
          : true,
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid="compare-question">
      <Stack gap="xs">
        <Title order={3} size="h5" dir="auto">
          <NameOf question={question} definition={definition} />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {aspects.map((aspect) => (
            <Stack key={aspect} gap={2}>
              <Text size="xs" c="dimmed">
                {intl.formatMessage({ id: `formBuilder.compare.aspect.${aspect}` as MessageId })}
              </Text>
              <QuestionAspectValue question={question} aspect={aspect} />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function NameOf({ question, definition }: { question: Question; definition: FormDefinition }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return <>{questionName(intl, definition, question, locale)}</>;
}
