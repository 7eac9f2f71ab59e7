import type { FormDefinition, Question } from "@launchpad/domain/forms";
import { describe, expect, it } from "vitest";
import { type EditorAction, type EditorState, editorReducer, initialEditorState } from "./editor-state.ts";
import { dropTarget, moveDestinations } from "./structure.ts";

const q = (
  id: string,
  questionType: Question["questionType"] = "text",
  extra: Partial<Question> = {},
): Question => ({
  id,
  questionType,
  label: { en: id },
  ...extra,
});
const form = (questions: Question[]): FormDefinition => ({
  locales: ["en"],
  title: { en: "Form" },
  questions,
});
const ids = (state: EditorState) => state.definition.questions.map((question) => question.id);
const run = (definition: FormDefinition, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, initialEditorState(definition));
function counter() {
  let n = 0;
  return (prefix: string) => `${prefix}${++n}`;
}

// intro | s1: a, b | s2: c
const SECTIONS = form([
  q("intro", "heading"),
  q("s1", "section"),
  q("a"),
  q("b"),
  q("s2", "section"),
  q("c"),
]);

describe("editorReducer", () => {
  it("adds a question after the selected one, with the defaults its type needs, and selects it", () => {
    const state = run(form([q("a"), q("b")]), {
      type: "add",
      questionType: "select_radio",
      id: "new",
      afterId: "a",
      makeId: counter(),
    });
    expect(ids(state)).toEqual(["a", "new", "b"]);
    expect(state.selectedId).toBe("new");
    expect(state.definition.questions[1]?.options?.map((option) => option.value)).toEqual(["o1", "o2"]);
    expect(state.revision).toBe(1);
  });

  it("adds at the end without a place, and a new section after the whole section of the selected question", () => {
    expect(ids(run(form([q("a")]), { type: "add", questionType: "text", id: "n" }))).toEqual(["a", "n"]);
    const state = run(SECTIONS, { type: "add", questionType: "section", id: "s", afterId: "a" });
    expect(ids(state)).toEqual(["intro", "s1", "a", "b", "s", "s2", "c"]);
  });

  it.each([
    ["number_scale", (question: Question) => question.scale, { min: 1, max: 5, step: 1 }],
    ["table", (question: Question) => question.columns?.length, 1],
    ["calculated", (question: Question) => question.calculation?.operator, "sum"],
    ["tree_multi", (question: Question) => question.optionsDepth, 2],
    ["file", (question: Question) => question.validations?.maxItems, 1],
  ] as const)("starts a %s with what it needs", (type, read, expected) => {
    const state = run(form([]), { type: "add", questionType: type, id: "n", makeId: counter() });
    expect(read(state.definition.questions[0] as Question)).toEqual(expected);
  });

  it("edits a question's fields and counts the change", () => {
    const state = run(form([q("a")]), {
      type: "update",
      id: "a",
      patch: { label: { en: "Name", ar: "الاسم" } },
    });
    expect(state.definition.questions[0]?.label).toEqual({ en: "Name", ar: "الاسم" });
    expect(state.revision).toBe(1);
  });

  it("sets and clears the title per language", () => {
    const state = run(
      form([]),
      { type: "setTitle", locale: "ar", text: "نموذج" },
      { type: "setTitle", locale: "en", text: "" },
    );
    expect(state.definition.title).toEqual({ ar: "نموذج" });
  });

  it("keeps at least one language", () => {
    const state = run(form([]), { type: "setLocales", locales: [] });
    expect(state.definition.locales).toEqual(["en"]);
    expect(run(form([]), { type: "setLocales", locales: ["ar", "en"] }).definition.locales).toEqual([
      "ar",
      "en",
    ]);
  });

  it("duplicates a question just after it with a new id", () => {
    const state = run(form([q("a"), q("b")]), { type: "duplicate", id: "a", makeId: counter() });
    expect(ids(state)).toEqual(["a", "q1", "b"]);
    expect(state.definition.questions[1]?.label).toEqual({ en: "a" });
    expect(state.selectedId).toBe("q1");
  });

  it("duplicates a section with its questions, pointing the copy's logic at the copies", () => {
    const definition = form([
      q("s1", "section"),
      q("a", "select_radio", { options: [{ value: "yes", labels: { en: "Yes" } }] }),
      q("b", "text", {
        dependency: {
          operator: "and",
          statements: [{ action: "show", questionId: "a", operator: "IS", values: ["yes"] }],
        },
      }),
    ]);
    const state = run(definition, { type: "duplicate", id: "s1", makeId: counter() });
    expect(ids(state)).toEqual(["s1", "a", "b", "q1", "q2", "q3"]);
    expect(state.definition.questions[5]?.dependency?.statements[0]).toMatchObject({ questionId: "q2" });
    // The original is untouched.
    expect(state.definition.questions[2]?.dependency?.statements[0]).toMatchObject({ questionId: "a" });
  });

  it("deletes a section with its questions, and the logic and calculation terms that named them", () => {
    const definition = form([
      q("s1", "section"),
      q("a", "number"),
      q("s2", "section"),
      q("b", "number"),
      q("c", "text", {
        dependency: {
          operator: "or",
          statements: [
            { action: "show", questionId: "a", operator: "GT", values: [1] },
            { action: "show", questionId: "b", operator: "GT", values: [1] },
          ],
        },
      }),
      q("d", "text", {
        dependency: {
          operator: "and",
          statements: [{ action: "show", questionId: "a", operator: "EXISTS", values: [] }],
        },
      }),
      q("t", "calculated", {
        calculation: {
          operator: "sum",
          terms: [
            { questionId: "a", weight: 1 },
            { questionId: "b", weight: 2 },
          ],
        },
      }),
    ]);
    const state = run(definition, { type: "select", id: "a" }, { type: "delete", id: "s1" });
    expect(ids(state)).toEqual(["s2", "b", "c", "d", "t"]);
    expect(state.definition.questions[2]?.dependency?.statements).toHaveLength(1);
    expect(state.definition.questions[3]?.dependency).toBeNull();
    expect(state.definition.questions[4]?.calculation?.terms).toEqual([{ questionId: "b", weight: 2 }]);
    expect(state.selectedId).toBe("s2");
  });

  it("moves a question after another and to the top, and a section with its block", () => {
    expect(ids(run(SECTIONS, { type: "moveAfter", id: "c", afterId: null }))).toEqual([
      "c",
      "intro",
      "s1",
      "a",
      "b",
      "s2",
    ]);
    expect(ids(run(SECTIONS, { type: "moveAfter", id: "a", afterId: "b" }))).toEqual([
      "intro",
      "s1",
      "b",
      "a",
      "s2",
      "c",
    ]);
    expect(ids(run(SECTIONS, { type: "moveAfter", id: "s2", afterId: "intro" }))).toEqual([
      "intro",
      "s2",
      "c",
      "s1",
      "a",
      "b",
    ]);
  });

  it("changes nothing when a section is moved into itself", () => {
    const state = run(SECTIONS, { type: "moveAfter", id: "s1", afterId: "a" });
    expect(ids(state)).toEqual(ids(initialEditorState(SECTIONS)));
    expect(state.revision).toBe(0);
  });
});

describe("moving by drag and by Move to…", () => {
  const questions = SECTIONS.questions;
  it.each([
    ["a dragged down onto c goes after c", "a", "c", "c"],
    ["c dragged up onto a goes after s1 (before a)", "c", "a", "s1"],
    ["c dragged onto the first item goes to the top", "c", "intro", null],
    ["s1 dragged down onto s2 goes after s2's block", "s1", "s2", "c"],
  ])("%s", (_name, active, over, expected) => {
    expect(dropTarget(questions, active, over)).toBe(expected);
  });

  it("offers the top and after each item outside the block, but not where it already is", () => {
    expect(moveDestinations(questions, "s2").map((place) => place.afterId)).toEqual([
      null,
      "intro",
      "s1",
      "a",
    ]);
    expect(moveDestinations(questions, "intro").map((place) => place.afterId)).toEqual([
      "s1",
      "a",
      "b",
      "s2",
      "c",
    ]);
  });
});
