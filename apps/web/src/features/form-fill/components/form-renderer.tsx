import type { FieldError, Locale } from "@launchpad/domain";
import type { Answers, FormDefinition } from "@launchpad/domain/forms";
import { Loader } from "@mantine/core";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { FORM_FILL_MESSAGES } from "../lib/messages.ts";
import { FormView } from "./form-view.tsx";

export type FormRendererProps = {
  definition: FormDefinition;
  initialAnswers?: Answers;
  /** preview: interactive, never saved; readonly: shows answers. */
  mode: "fill" | "preview" | "readonly";
  /**
   * Which of definition.locales to show (the caller's own switch decides); by default the user's
   * when the form has it, with the renderer's switch between the form's languages.
   */
  locale?: Locale;
  /** After each change, the answers kept (hidden questions' dropped, calculated values set). */
  onChange?: (answers: Answers) => void;
  /** Sends the answers; the server's field errors come back to show under the questions. */
  onSubmit?: (answers: Answers) => Promise<FieldError[] | undefined>;
  submitLabel?: string;
  /** Video questions show only with a token (videoQuestionToken); without one they are hidden. */
  videoToken?: string | null;
  /** The form title's heading level (2 by default: a renderer inside a page); sections and headings follow. */
  titleOrder?: 1 | 2 | 3;
};

/**
 * The one form renderer (issue 16, decision 041): every place a form is filled, previewed or
 * read shows it through this component. Its texts load with it, wherever it is used.
 */
export function FormRenderer(props: FormRendererProps) {
  return (
    <MessagesGate areas={FORM_FILL_MESSAGES} loading={<Loader size="sm" />}>
      <FormView {...props} />
    </MessagesGate>
  );
}
