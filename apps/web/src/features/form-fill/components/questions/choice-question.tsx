import { answerTypeOf, localized, type QuestionOption } from "@launchpad/domain/forms";
import { Checkbox, MultiSelect, Radio, Select, Stack, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { chosenOf, listAnswer } from "../../lib/answers.ts";
import { QuestionGroup } from "./question-group.tsx";
import type { QuestionProps } from "./question-props.ts";

/**
 * select_radio, select_checkbox (a fieldset of choices), select_dropdown and
 * select_multi_dropdown (a list box). A chosen write-in option asks for the respondent's
 * own words, kept as the answer's `textValue`.
 */
export function ChoiceQuestion(props: QuestionProps) {
  const { question, answer, onAnswer, onTouch, label, description, error, disabled, locale, locales } = props;
  const intl = useIntl();
  const type = answerTypeOf(question);
  const options = question.options ?? [];
  const chosen = chosenOf(answer);
  const writeIn = typeof answer?.textValue === "string" ? answer.textValue : "";
  const labelOf = (option: QuestionOption) => localized(option.labels, locale, locales) || option.value;
  const writeInOption = options.find((option) => option.isWriteIn && chosen.includes(option.value));
  const choose = (values: string[]) => {
    const keepsWriteIn = options.some((option) => option.isWriteIn && values.includes(option.value));
    onAnswer(listAnswer(values, keepsWriteIn ? writeIn : null));
  };

  const writeInField = writeInOption ? (
    <TextInput
      label={intl.formatMessage({ id: "formFill.writeIn" }, { option: labelOf(writeInOption) })}
      value={writeIn}
      disabled={disabled}
      onBlur={onTouch}
      onChange={(event) => onAnswer(listAnswer(chosen, event.currentTarget.value || null))}
    />
  ) : null;

  if (type === "select_dropdown" || type === "select_multi_dropdown") {
    const data = options.map((option) => ({ value: option.value, label: labelOf(option) }));
    const common = { label, description: description || undefined, error, disabled, data, onBlur: onTouch };
    return (
      <Stack gap="xs">
        {type === "select_dropdown" ? (
          <Select
            {...common}
            value={chosen[0] ?? null}
            clearable
            searchable={data.length > 10}
            placeholder={intl.formatMessage({ id: "formFill.choose" })}
            onChange={(value) => choose(value ? [value] : [])}
          />
        ) : (
          <MultiSelect
            {...common}
            value={chosen}
            searchable={data.length > 10}
            placeholder={chosen.length === 0 ? intl.formatMessage({ id: "formFill.choose" }) : undefined}
            onChange={choose}
          />
        )}
        {writeInField}
      </Stack>
    );
  }

  return (
    <QuestionGroup label={label} description={description} error={error}>
      <Stack gap={8}>
        {type === "select_radio" ? (
          <Radio.Group
            value={chosen[0] ?? ""}
            onChange={(value) => {
              choose(value ? [value] : []);
              onTouch();
            }}
          >
            <Stack gap={8}>
              {options.map((option) => (
                <Radio key={option.value} value={option.value} label={labelOf(option)} disabled={disabled} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          options.map((option) => (
            <Checkbox
              key={option.value}
              label={labelOf(option)}
              disabled={disabled}
              checked={chosen.includes(option.value)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                choose(on ? [...chosen, option.value] : chosen.filter((value) => value !== option.value));
                onTouch();
              }}
            />
          ))
        )}
        {writeInField}
      </Stack>
    </QuestionGroup>
  );
}
