import { answerTypeOf, localized } from "@launchpad/domain/forms";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { CalculatedQuestion } from "./calculated-question.tsx";
import { ChoiceQuestion } from "./choice-question.tsx";
import { DisplayQuestion } from "./display-question.tsx";
import { FileQuestion } from "./file-question.tsx";
import { NumberQuestion, ScaleQuestion } from "./number-question.tsx";
import type { QuestionProps } from "./question-props.ts";
import { TableQuestion } from "./table-question.tsx";
import { TextQuestion } from "./text-question.tsx";
import { TreeQuestion } from "./tree-question.tsx";
import { VideoQuestion } from "./video-question.tsx";

export type QuestionFieldProps = Omit<QuestionProps, "label" | "description"> & {
  calculated: number | null | undefined;
  /** A heading question's level (a sub-heading one below). */
  headingOrder: 3 | 4 | 5;
};

/**
 * One question as its type asks (spec-2 §9's types; a custom field as its `behavesAs`),
 * in a box the renderer finds by `data-question-id` to move focus to its first error.
 */
export function QuestionField(props: QuestionFieldProps) {
  const { question, locale, locales } = props;
  const type = answerTypeOf(question);
  const text = localized(question.label, locale, locales);
  const label =
    question.validations?.required || type === "calculated" ? text : <OptionalLabel>{text}</OptionalLabel>;
  const description = localized(question.description, locale, locales);
  const full = { ...props, label, description };
  return (
    <div data-question-id={question.id} data-question-type={question.questionType}>
      {body(type, full, props.calculated, props.headingOrder)}
    </div>
  );
}

function body(
  type: ReturnType<typeof answerTypeOf>,
  props: QuestionProps,
  calculated: number | null | undefined,
  headingOrder: 3 | 4 | 5,
) {
  switch (type) {
    case "text":
    case "text_long":
    case "text_link":
    case "date":
      return <TextQuestion {...props} />;
    case "number":
      return <NumberQuestion {...props} />;
    case "number_scale":
      return <ScaleQuestion {...props} />;
    case "select_checkbox":
    case "select_dropdown":
    case "select_radio":
    case "select_multi_dropdown":
      return <ChoiceQuestion {...props} />;
    case "tree_single":
    case "tree_multi":
      return <TreeQuestion {...props} />;
    case "table":
      return <TableQuestion {...props} />;
    case "file":
      return <FileQuestion {...props} />;
    case "video":
      return <VideoQuestion {...props} />;
    case "calculated":
      return (
        <CalculatedQuestion
          label={props.label}
          description={props.description}
          value={calculated}
          decimals={props.question.calculation?.decimals ?? 2}
        />
      );
    case "section":
    case "heading":
    case "sub_heading":
    case "paragraph":
      return (
        <DisplayQuestion
          question={props.question}
          locale={props.locale}
          locales={props.locales}
          order={headingOrder}
        />
      );
    case "custom_field":
      // A custom field without `behavesAs` is refused by checkDefinition; shown as text if one slips through.
      return <TextQuestion {...props} />;
  }
}
