import type { Locale } from "@launchpad/domain";
import type { FormDefinition, FormKind, Question } from "@launchpad/domain/forms";
import { createContext, type Dispatch, useContext } from "react";
import type { EditorAction } from "../lib/editor-state.ts";

/** What every part of the builder reads: the draft, the way to change it, and the form's kind. */
export type BuilderContextValue = {
  definition: FormDefinition;
  dispatch: Dispatch<EditorAction>;
  selectedId: string | null;
  kind: FormKind;
  /** A profile layout (user_profile, startup_profile): custom fields, sections and texts only. */
  profile: boolean;
  /** The interface language, for the names of questions in lists and sentences. */
  uiLocale: Locale;
  /** The publish check's problems, by question id (shown on the question and in its list item). */
  problems: Readonly<Record<string, readonly string[]>>;
};

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error("useBuilder must be used inside the form builder");
  return value;
}

export function useQuestion(id: string): Question | undefined {
  return useBuilder().definition.questions.find((question) => question.id === id);
}
