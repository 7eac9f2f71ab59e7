import type { Locale } from "@launchpad/domain";
import type { Answer, Question } from "@launchpad/domain/forms";
import type { ReactNode } from "react";

/** What every question's control gets from the renderer. */
export type QuestionProps = {
  question: Question;
  answer: Answer | undefined;
  onAnswer: (answer: Answer | null) => void;
  /** The respondent has left the field: its errors show from now on. */
  onTouch: () => void;
  /** The label in the form's language, with "[Optional]" when not required. */
  label: ReactNode;
  description: string;
  /** The question's messages (one line each), shown under it; empty when none. */
  error: string | null;
  /** Messages for table cells, by their path `<question>.<row>.<column>`. */
  cellErrors: Readonly<Record<string, string>>;
  locale: Locale;
  /** The form's languages, for texts missing in `locale`. */
  locales: readonly Locale[];
  disabled: boolean;
  /** preview: nothing leaves the browser (no uploads). */
  mode: "fill" | "preview" | "readonly";
  videoToken: string | null;
};
