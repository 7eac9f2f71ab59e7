import type { Locale } from "@launchpad/domain";
import type { FormDefinition, LocalizedText, Question, QuestionType } from "@launchpad/domain/forms";
import { newId, newQuestion } from "./question-defaults.ts";
import { withoutReferences, withRenamedReferences } from "./references.ts";
import { blockOf, moveAfter } from "./structure.ts";

/**
 * The builder's state: the draft definition being edited, the selected question, and a
 * revision counted up on every change (autosave saves when it is ahead of the last saved
 * one). Every edit goes through `editorReducer`, a pure function over FormDefinition.
 */
export type EditorState = {
  definition: FormDefinition;
  selectedId: string | null;
  revision: number;
};

export type EditorAction =
  | { type: "load"; definition: FormDefinition }
  | { type: "select"; id: string | null }
  | { type: "setTitle"; locale: Locale; text: string }
  | { type: "setDescription"; locale: Locale; text: string }
  | { type: "setLocales"; locales: Locale[] }
  /** Adds after `afterId` (the selected question), or at the end; ids come from the caller. */
  | {
      type: "add";
      questionType: QuestionType;
      id: string;
      afterId?: string | null;
      makeId?: (prefix: string) => string;
    }
  | { type: "update"; id: string; patch: Partial<Omit<Question, "id" | "questionType">> }
  | { type: "duplicate"; id: string; makeId?: (prefix: string) => string }
  | { type: "delete"; id: string }
  | { type: "moveAfter"; id: string; afterId: string | null };

export function initialEditorState(definition: FormDefinition): EditorState {
  return { definition, selectedId: definition.questions[0]?.id ?? null, revision: 0 };
}

const setText = (text: LocalizedText | undefined, locale: Locale, value: string): LocalizedText => {
  const next = { ...text };
  if (value) next[locale] = value;
  else delete next[locale];
  return next;
};

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { definition } = state;
  const { questions } = definition;
  const changed = (next: FormDefinition, selectedId = state.selectedId): EditorState => ({
    definition: next,
    selectedId,
    revision: state.revision + 1,
  });
  switch (action.type) {
    case "load":
      return {
        ...initialEditorState(action.definition),
        selectedId: state.selectedId ?? action.definition.questions[0]?.id ?? null,
      };
    case "select":
      return { ...state, selectedId: action.id };
    case "setTitle":
      return changed({ ...definition, title: setText(definition.title, action.locale, action.text) });
    case "setDescription": {
      const description = setText(definition.description, action.locale, action.text);
      return changed({ ...definition, description });
    }
    case "setLocales":
      if (action.locales.length === 0) return state;
      return changed({ ...definition, locales: action.locales });
    case "add": {
      const question = newQuestion(action.questionType, action.id, action.makeId);
      const after = action.afterId ?? null;
      let at = questions.length;
      if (after !== null) {
        const index = questions.findIndex((q) => q.id === after);
        // A new section after a section's question goes after the whole section.
        if (index >= 0) at = action.questionType === "section" ? sectionEnd(questions, index) : index + 1;
      }
      const next = [...questions.slice(0, at), question, ...questions.slice(at)];
      return changed({ ...definition, questions: next }, question.id);
    }
    case "update": {
      const next = questions.map((question) =>
        question.id === action.id ? { ...question, ...action.patch } : question,
      );
      return changed({ ...definition, questions: next });
    }
    case "duplicate": {
      const index = questions.findIndex((question) => question.id === action.id);
      if (index < 0) return state;
      const makeId = action.makeId ?? newId;
      const [start, end] = blockOf(questions, index);
      const block = questions.slice(start, end);
      const renamed = new Map(block.map((question) => [question.id, makeId("q")]));
      const copies = block.map((question) =>
        withRenamedReferences(
          { ...structuredClone(question), id: renamed.get(question.id) as string },
          renamed,
        ),
      );
      const next = [...questions.slice(0, end), ...copies, ...questions.slice(end)];
      return changed({ ...definition, questions: next }, copies[0]?.id ?? state.selectedId);
    }
    case "delete": {
      const index = questions.findIndex((question) => question.id === action.id);
      if (index < 0) return state;
      const [start, end] = blockOf(questions, index);
      const removed = new Set(questions.slice(start, end).map((question) => question.id));
      const next = questions
        .filter((question) => !removed.has(question.id))
        .map((question) => withoutReferences(question, removed));
      const selectedId = removed.has(state.selectedId ?? "")
        ? (next[Math.min(start, next.length - 1)]?.id ?? null)
        : state.selectedId;
      return changed({ ...definition, questions: next }, selectedId);
    }
    case "moveAfter": {
      const next = moveAfter(questions, action.id, action.afterId);
      if (next.every((question, index) => question === questions[index])) return state;
      return changed({ ...definition, questions: next });
    }
  }
}

/** The index just past the section that holds `index` (the list's end for the last section). */
function sectionEnd(questions: readonly Question[], index: number): number {
  let end = index + 1;
  while (end < questions.length && questions[end]?.questionType !== "section") end += 1;
  return end;
}
