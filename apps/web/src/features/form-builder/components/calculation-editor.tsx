import type { Calculation, Question } from "@launchpad/domain/forms";
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { calculationSources, conditionSources } from "../lib/logic-targets.ts";
import { questionName } from "../lib/names.ts";
import { useBuilder } from "./builder-context.ts";
import { blankStatement, GroupEditor } from "./logic-editor.tsx";
import { Conditions } from "./logic-sentence.tsx";

const OPERATORS = ["sum", "average", "min", "max"] as const;

/**
 * A calculated question's formula (spec-2 §9 calculated): terms, each another question's
 * number (or its chosen options' numerical values) times a weight, counted only when its
 * condition holds, combined by sum, average, minimum or maximum.
 */
export function CalculationEditor({
  question,
  onChange,
}: {
  question: Question;
  onChange: (calculation: Calculation) => void;
}) {
  const intl = useIntl();
  const { definition, uiLocale } = useBuilder();
  const calculation = question.calculation ?? { operator: "sum", terms: [] };
  const sources = calculationSources(definition, question.id);
  const conditionQuestions = conditionSources(definition, question.id);
  const say = (id: MessageId) => intl.formatMessage({ id });
  const setTerm = (index: number, term: Calculation["terms"][number] | null) =>
    onChange({
      ...calculation,
      terms: calculation.terms.flatMap((current, at) => (at === index ? (term ? [term] : []) : [current])),
    });
  return (
    <Stack gap="sm" data-testid="calculation-editor">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={say("formBuilder.calc.operator")}
          value={calculation.operator}
          allowDeselect={false}
          data={OPERATORS.map((operator) => ({
            value: operator,
            label: say(`formBuilder.calc.${operator}` as MessageId),
          }))}
          onChange={(value) =>
            onChange({ ...calculation, operator: (value ?? "sum") as Calculation["operator"] })
          }
          data-testid="calc-operator"
        />
        <NumberInput
          label={say("formBuilder.calc.decimals")}
          value={calculation.decimals ?? 2}
          min={0}
          max={6}
          allowDecimal={false}
          onChange={(value) => onChange({ ...calculation, decimals: typeof value === "number" ? value : 2 })}
          data-testid="calc-decimals"
        />
      </SimpleGrid>
      {calculation.terms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {say(sources.length > 0 ? "formBuilder.calc.empty" : "formBuilder.calc.noSources")}
        </Text>
      ) : null}
      {calculation.terms.map((term, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: terms have no id; a question may appear in two terms.
        <Paper key={index} withBorder p="xs" radius="sm" data-testid={`calc-term-${index}`}>
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                size="xs"
                w={240}
                label={say("formBuilder.calc.question")}
                value={term.questionId}
                allowDeselect={false}
                searchable
                data={sources.map((source) => ({
                  value: source.id,
                  label: questionName(intl, definition, source, uiLocale),
                }))}
                onChange={(value) => value && setTerm(index, { ...term, questionId: value })}
                data-testid={`calc-term-${index}-question`}
              />
              <NumberInput
                size="xs"
                w={110}
                label={say("formBuilder.calc.weight")}
                value={term.weight}
                onChange={(value) =>
                  setTerm(index, { ...term, weight: typeof value === "number" ? value : 0 })
                }
                data-testid={`calc-term-${index}-weight`}
              />
              {!term.when && conditionQuestions[0] ? (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() =>
                    setTerm(index, {
                      ...term,
                      when: {
                        operator: "and",
                        statements: [blankStatement("show", conditionQuestions[0] as Question)],
                      },
                    })
                  }
                  data-testid={`calc-term-${index}-when`}
                >
                  {say("formBuilder.calc.addCondition")}
                </Button>
              ) : null}
              <ActionIcon
                variant="subtle"
                color="red"
                ms="auto"
                onClick={() => setTerm(index, null)}
                aria-label={say("formBuilder.calc.removeTerm")}
                data-testid={`calc-term-${index}-remove`}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
            {term.when ? (
              <>
                <Text size="xs">
                  {intl.formatMessage({ id: "formBuilder.calc.only" })}{" "}
                  <Conditions dependency={term.when} nested={false} />
                </Text>
                <GroupEditor
                  group={term.when}
                  action="show"
                  sources={conditionQuestions}
                  depth={1}
                  path={`calc-term-${index}-cond`}
                  onChange={(when) => {
                    const { when: _old, ...rest } = term;
                    setTerm(index, when ? { ...rest, when } : rest);
                  }}
                />
              </>
            ) : null}
          </Stack>
        </Paper>
      ))}
      {sources[0] ? (
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              onChange({
                ...calculation,
                terms: [...calculation.terms, { questionId: (sources[0] as Question).id, weight: 1 }],
              })
            }
            data-testid="calc-add-term"
          >
            {say("formBuilder.calc.addTerm")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
