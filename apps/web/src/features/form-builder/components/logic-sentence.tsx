import {
  type Dependency,
  describeDependency,
  type GroupSentence,
  type StatementSentence,
} from "@launchpad/domain/forms";
import { Fragment, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { questionName } from "../lib/names.ts";
import { useBuilder } from "./builder-context.ts";

const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * "Show Revenue when Has sales is Yes": a question's logic read as a sentence. The domain's
 * describeDependency says what the parts refer to (labels, option labels); the words are ours.
 */
export function LogicSentence({ targetName, dependency }: { targetName: string; dependency: Dependency }) {
  const { definition, uiLocale } = useBuilder();
  const sentence = describeDependency(definition, dependency, uiLocale);
  return (
    <FormattedMessage
      id="formBuilder.logic.sentence"
      values={{
        action: sentence.action,
        target: targetName,
        conditions: <GroupText group={sentence} nested={false} />,
        b,
      }}
    />
  );
}

/** The conditions alone ("Has sales is Yes and Revenue is more than 10"), for a calculation term. */
export function Conditions({ dependency, nested }: { dependency: Dependency; nested: boolean }) {
  const { definition, uiLocale } = useBuilder();
  return <GroupText group={describeDependency(definition, dependency, uiLocale)} nested={nested} />;
}

function GroupText({ group, nested }: { group: GroupSentence; nested: boolean }) {
  const joiner = group.operator === "and" ? "formBuilder.logic.and" : "formBuilder.logic.or";
  const parts = group.parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: statements have no id; their order is their identity.
    <Fragment key={index}>
      {index > 0 ? (
        <>
          {" "}
          <FormattedMessage id={joiner} />{" "}
        </>
      ) : null}
      {part.kind === "statement" ? <StatementText statement={part} /> : <GroupText group={part} nested />}
    </Fragment>
  ));
  return nested ? <>({parts})</> : <>{parts}</>;
}

function StatementText({ statement }: { statement: StatementSentence }) {
  const intl = useIntl();
  const { definition, uiLocale } = useBuilder();
  const source = definition.questions.find((question) => question.id === statement.questionId);
  const name = statement.missing
    ? intl.formatMessage({ id: "formBuilder.logic.missing" })
    : source && statement.questionLabel === statement.questionId
      ? questionName(intl, definition, source, uiLocale)
      : statement.questionLabel;
  const values = intl.formatList(
    statement.values.map((value) =>
      typeof value.value === "number" ? intl.formatNumber(value.value) : value.label,
    ),
    { type: statement.operator === "CONTAINS_ALL" ? "conjunction" : "disjunction" },
  );
  return (
    <FormattedMessage
      id={`formBuilder.logic.op.${statement.operator}` as MessageId}
      values={{ question: name, values, b }}
    />
  );
}

export function firstAction(dependency: Dependency): "show" | "hide" | null {
  for (const item of dependency.statements) {
    if ("questionId" in item) return item.action;
    const nested = firstAction(item);
    if (nested) return nested;
  }
  return null;
}
