import { localized } from "@launchpad/domain/forms";
import { Group, NumberInput, Radio, Text } from "@mantine/core";
import { QuestionGroup } from "./question-group.tsx";
import type { QuestionProps } from "./question-props.ts";

/** number: a number field within the question's bounds. */
export function NumberQuestion({
  question,
  answer,
  onAnswer,
  onTouch,
  label,
  description,
  error,
  disabled,
}: QuestionProps) {
  const value = typeof answer?.numberValue === "number" ? answer.numberValue : "";
  return (
    <NumberInput
      label={label}
      description={description || undefined}
      error={error}
      disabled={disabled}
      value={value}
      min={question.validations?.min}
      max={question.validations?.max}
      w={260}
      onBlur={onTouch}
      onChange={(next) =>
        onAnswer(typeof next === "number" && Number.isFinite(next) ? { numberValue: next } : null)
      }
    />
  );
}

/** number_scale: one choice from min to max by step, the ends named when the form names them. */
export function ScaleQuestion(props: QuestionProps) {
  const { question, answer, onAnswer, onTouch, label, description, error, disabled, locale, locales } = props;
  const scale = question.scale ?? { min: 1, max: 5 };
  const step = scale.step && scale.step > 0 ? scale.step : 1;
  const points: number[] = [];
  for (let point = scale.min; point <= scale.max + 1e-9 && points.length < 101; point += step)
    points.push(Math.round(point * 1000) / 1000);
  const value = typeof answer?.numberValue === "number" ? String(answer.numberValue) : "";
  const minLabel = localized(scale.minLabel, locale, locales);
  const maxLabel = localized(scale.maxLabel, locale, locales);
  return (
    <QuestionGroup label={label} description={description} error={error}>
      <Radio.Group
        value={value}
        onChange={(next) => {
          onAnswer(next === "" ? null : { numberValue: Number(next) });
          onTouch();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          {minLabel ? (
            <Text size="sm" c="dimmed" aria-hidden>
              {minLabel}
            </Text>
          ) : null}
          {points.map((point, index) => (
            <Radio
              key={point}
              value={String(point)}
              disabled={disabled}
              label={point}
              aria-label={
                index === 0 && minLabel
                  ? `${point} ${minLabel}`
                  : index === points.length - 1 && maxLabel
                    ? `${point} ${maxLabel}`
                    : undefined
              }
              onBlur={onTouch}
            />
          ))}
          {maxLabel ? (
            <Text size="sm" c="dimmed" aria-hidden>
              {maxLabel}
            </Text>
          ) : null}
        </Group>
      </Radio.Group>
    </QuestionGroup>
  );
}
