import { localized, type QuestionOption } from "@launchpad/domain/forms";
import { Checkbox, Radio } from "@mantine/core";
import { useId } from "react";
import { chosenOf, listAnswer } from "../../lib/answers.ts";
import classes from "../form-renderer.module.css";
import { QuestionGroup } from "./question-group.tsx";
import type { QuestionProps } from "./question-props.ts";

/**
 * tree_single (one option anywhere in the tree) and tree_multi (any number): the options
 * as nested lists, so that a screen reader says each level (WCAG 1.3.1).
 */
export function TreeQuestion(props: QuestionProps) {
  const { question, answer, onAnswer, onTouch, label, description, error, disabled, locale, locales } = props;
  const single = question.questionType === "tree_single";
  const chosen = chosenOf(answer);
  const name = useId();
  const depth = question.optionsDepth ?? 5;

  const toggle = (value: string, on: boolean) => {
    if (single) onAnswer(on ? listAnswer([value]) : null);
    else onAnswer(listAnswer(on ? [...chosen, value] : chosen.filter((other) => other !== value)));
    onTouch();
  };

  const renderLevel = (options: readonly QuestionOption[], level: number) => (
    <ul className={classes.tree}>
      {options.map((option) => {
        const optionLabel = localized(option.labels, locale, locales) || option.value;
        const checked = chosen.includes(option.value);
        return (
          <li key={option.value}>
            {single ? (
              <Radio
                name={name}
                value={option.value}
                label={optionLabel}
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
            ) : (
              <Checkbox
                label={optionLabel}
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
            )}
            {option.children?.length && level < depth ? renderLevel(option.children, level + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <QuestionGroup label={label} description={description} error={error}>
      {renderLevel(question.options ?? [], 1)}
    </QuestionGroup>
  );
}
