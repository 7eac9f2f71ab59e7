import {
  type FormDefinition,
  localized,
  type Question,
  type QuestionAspect,
  type Validations,
} from "@launchpad/domain/forms";
import { Badge, Group, List, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { flatOptions } from "../lib/logic-targets.ts";
import { optionName, questionName, typeName } from "../lib/names.ts";
import { useBuilder } from "./builder-context.ts";
import { Conditions, LogicSentence } from "./logic-sentence.tsx";

const RULE_LABELS: Record<keyof Validations, MessageId> = {
  required: "formBuilder.rules.required",
  min: "formBuilder.rules.min",
  max: "formBuilder.rules.max",
  minLength: "formBuilder.rules.minLength",
  maxLength: "formBuilder.rules.maxLength",
  format: "formBuilder.rules.email",
  minDate: "formBuilder.rules.minDate",
  maxDate: "formBuilder.rules.maxDate",
  minItems: "formBuilder.rules.minChoices",
  maxItems: "formBuilder.rules.maxChoices",
  fileTypes: "formBuilder.rules.fileTypes",
  maxFileSize: "formBuilder.rules.maxFileSize",
};

type Marks = { added: readonly string[]; removed: readonly string[]; changed: readonly string[] };

/**
 * One aspect of a question as one version has it (the comparison page, side by side): its
 * label, type, rules, options (marked added, removed or changed against the other side),
 * logic as a sentence, calculation, scale, columns, weight, bound field or position.
 */
export function QuestionAspectValue({
  question,
  aspect,
  marks,
}: {
  question: Question;
  aspect: QuestionAspect;
  marks?: Marks;
}) {
  const intl = useIntl();
  const { definition, uiLocale } = useBuilder();
  const text = (value: Parameters<typeof localized>[0]) =>
    localized(value, uiLocale, definition.locales) || "—";
  switch (aspect) {
    case "label":
      return (
        <Text size="sm" dir="auto">
          {text(question.label)}
        </Text>
      );
    case "description":
      return (
        <Text size="sm" dir="auto">
          {text(question.description)}
        </Text>
      );
    case "type":
      return (
        <Text size="sm">
          {intl.formatMessage({ id: typeName(question.questionType) })}
          {question.behavesAs ? ` (${intl.formatMessage({ id: typeName(question.behavesAs) })})` : ""}
        </Text>
      );
    case "validations": {
      const entries = Object.entries(question.validations ?? {}) as [keyof Validations, unknown][];
      if (entries.length === 0) return <Text size="sm">—</Text>;
      return (
        <List size="sm">
          {entries.map(([key, value]) => (
            <List.Item key={key}>
              {intl.formatMessage({ id: RULE_LABELS[key] })}
              {typeof value === "boolean" || key === "format"
                ? ""
                : `: ${Array.isArray(value) ? value.join(", ") : String(value)}`}
            </List.Item>
          ))}
        </List>
      );
    }
    case "options":
      return (
        <List size="sm">
          {flatOptions(question.options).map((option) => {
            const mark = marks?.added.includes(option.value)
              ? "added"
              : marks?.removed.includes(option.value)
                ? "removed"
                : marks?.changed.includes(option.value)
                  ? "changed"
                  : null;
            return (
              <List.Item key={option.value}>
                <Group gap={6} component="span">
                  <span dir="auto">{optionName(option, uiLocale, definition)}</span>
                  {typeof option.numericalValue === "number" ? (
                    <Text span size="xs" c="dimmed">
                      ({intl.formatNumber(option.numericalValue)})
                    </Text>
                  ) : null}
                  {option.isWriteIn ? (
                    <Text span size="xs" c="dimmed">
                      {intl.formatMessage({ id: "formBuilder.compare.writeIn" })}
                    </Text>
                  ) : null}
                  {mark ? (
                    <Badge
                      size="xs"
                      color={mark === "added" ? "green" : mark === "removed" ? "red" : "orange"}
                    >
                      {intl.formatMessage({ id: `formBuilder.compare.mark.${mark}` as MessageId })}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            );
          })}
        </List>
      );
    case "logic":
      return (
        <Text size="sm">
          {question.dependency ? (
            <LogicSentence
              targetName={questionName(intl, definition, question, uiLocale)}
              dependency={question.dependency}
            />
          ) : (
            intl.formatMessage({ id: "formBuilder.logic.none" })
          )}
        </Text>
      );
    case "calculation": {
      const calculation = question.calculation;
      if (!calculation) return <Text size="sm">—</Text>;
      return (
        <Stack0>
          <Text size="sm">
            {intl.formatMessage({ id: `formBuilder.calc.${calculation.operator}` as MessageId })}
          </Text>
          <List size="sm">
            {calculation.terms.map((term, index) => {
              const source = definition.questions.find((candidate) => candidate.id === term.questionId);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: terms have no id.
                <List.Item key={index}>
                  {intl.formatNumber(term.weight)} ×{" "}
                  {source
                    ? questionName(intl, definition, source, uiLocale)
                    : intl.formatMessage({ id: "formBuilder.logic.missing" })}
                  {term.when ? (
                    <>
                      {" "}
                      ({intl.formatMessage({ id: "formBuilder.calc.only" })}{" "}
                      <Conditions dependency={term.when} nested={false} />)
                    </>
                  ) : null}
                </List.Item>
              );
            })}
          </List>
        </Stack0>
      );
    }
    case "scale":
      return (
        <Text size="sm">
          {question.scale
            ? intl.formatMessage(
                { id: "formBuilder.compare.scale" },
                { min: question.scale.min, max: question.scale.max, step: question.scale.step ?? 1 },
              )
            : "—"}
        </Text>
      );
    case "columns":
      return (
        <List size="sm">
          {(question.columns ?? []).map((column) => (
            <List.Item key={column.id}>
              {text(column.label)} (
              {intl.formatMessage({ id: `formBuilder.table.type.${column.type}` as MessageId })})
            </List.Item>
          ))}
        </List>
      );
    case "weight":
      return <Text size="sm">{intl.formatNumber(question.weight ?? 1)}</Text>;
    case "customField":
      return (
        <Text size="sm">
          {question.customField ? `${question.customField.entity} · ${question.customField.fieldId}` : "—"}
        </Text>
      );
    case "position":
      return (
        <Text size="sm">
          {intl.formatMessage(
            { id: "formBuilder.compare.position" },
            { n: definition.questions.findIndex((candidate) => candidate.id === question.id) + 1 },
          )}
        </Text>
      );
  }
}

function Stack0({ children }: { children: React.ReactNode }) {
  return <div>{children}</div>;
}

export type { FormDefinition };
