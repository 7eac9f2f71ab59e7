import { answerTypeOf } from "@launchpad/domain/forms";
import { Textarea, TextInput } from "@mantine/core";
import { textAnswer } from "../../lib/answers.ts";
import type { QuestionProps } from "./question-props.ts";

/** text, text_long, text_link and date: one text slot (dates as yyyy-mm-dd, the browser's date field). */
export function TextQuestion({
  question,
  answer,
  onAnswer,
  onTouch,
  label,
  description,
  error,
  disabled,
}: QuestionProps) {
  const type = answerTypeOf(question);
  const value = typeof answer?.textValue === "string" ? answer.textValue : "";
  const validations = question.validations ?? {};
  const common = {
    label,
    description: description || undefined,
    error,
    disabled,
    value,
    required: false,
    withAsterisk: false,
    onBlur: onTouch,
  };
  if (type === "text_long")
    return (
      <Textarea
        {...common}
        minRows={4}
        resize="vertical"
        maxLength={validations.maxLength}
        onChange={(event) => onAnswer(textAnswer(event.currentTarget.value))}
      />
    );
  if (type === "date")
    return (
      <TextInput
        {...common}
        type="date"
        min={validations.minDate}
        max={validations.maxDate}
        w={220}
        onChange={(event) => onAnswer(textAnswer(event.currentTarget.value))}
      />
    );
  return (
    <TextInput
      {...common}
      type={type === "text_link" ? "url" : validations.format === "email" ? "email" : "text"}
      inputMode={type === "text_link" ? "url" : validations.format === "email" ? "email" : undefined}
      autoComplete="off"
      maxLength={validations.maxLength}
      onChange={(event) => onAnswer(textAnswer(event.currentTarget.value))}
    />
  );
}
