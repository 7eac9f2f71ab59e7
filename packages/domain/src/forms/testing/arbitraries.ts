import fc from "fast-check";
import {
  type Answer,
  type Calculation,
  CUSTOM_FIELD_TYPES,
  type Dependency,
  type DependencyStatement,
  type FormDefinition,
  LOGIC_OPERATORS,
  QUESTION_TYPES,
  type Question,
  type QuestionOption,
  type QuestionType,
  type TableColumn,
  type Validations,
} from "../definition.ts";

/**
 * fast-check arbitraries for forms (TEST-ONLY: not exported from `@launchpad/domain/forms`).
 * Random definitions with every question type, random logic (nested, any operator, sometimes
 * pointing at unknown, display, later or the same question, so cycles too) and calculations,
 * and random answer changes, typed for their question most of the time and of any shape
 * otherwise (wrong slots, unknown ids, nulls). Values come from small pools so that
 * conditions hold often enough to matter.
 *
 * `formArb()`: a FormDefinition (ids q0, q1, …); `answerForArb(question)`: one answer;
 * `changesArb(def)`: `[questionId, Answer | null][]`; `formWithChangesArb()`: both.
 */
const label = (text: string) => ({ en: text });
export const WORDS = [
  "",
  " ",
  "a",
  "b",
  "c",
  "yes",
  "hello",
  "a@b.co",
  "not an email",
  "https://x.org",
  "ftp://x",
];
export const DATES = ["2024-01-15", "2024-03-01", "2023-12-31", "2024-02-30", "15/01/2024"];

const optionsArb: fc.Arbitrary<QuestionOption[]> = fc
  .tuple(
    fc.option(fc.integer({ min: -3, max: 5 }), { nil: undefined }),
    fc.option(fc.integer({ min: -3, max: 5 }), { nil: undefined }),
    fc.option(fc.integer({ min: -3, max: 5 }), { nil: undefined }),
    fc.boolean(),
  )
  .map(([a, b, c, writeIn]) => [
    { value: "a", labels: label("A"), ...(a === undefined ? {} : { numericalValue: a }) },
    { value: "b", labels: label("B"), ...(b === undefined ? {} : { numericalValue: b }) },
    {
      value: "c",
      labels: label("C"),
      ...(c === undefined ? {} : { numericalValue: c }),
      ...(writeIn ? { isWriteIn: true } : {}),
    },
  ]);
const TREE: QuestionOption[] = [
  {
    value: "a",
    labels: label("A"),
    numericalValue: 1,
    children: [
      {
        value: "a1",
        labels: label("A1"),
        numericalValue: 2,
        children: [{ value: "a11", labels: label("A11") }],
      },
    ],
  },
  { value: "b", labels: label("B"), numericalValue: 3 },
];
export const COLUMNS: TableColumn[] = [
  { id: "name", label: label("Name"), type: "text", required: true },
  { id: "n", label: label("N"), type: "number" },
  { id: "d", label: label("D"), type: "date" },
  { id: "s", label: label("S"), type: "select", options: [{ value: "a", labels: label("A") }] },
];

const valueArb = fc.oneof(
  fc.constantFrom("a", "b", "c", "yes", "hello", "a1", ...DATES.slice(0, 3)),
  fc.integer({ min: -5, max: 20 }),
);

function statementArb(ids: string[], action: "show" | "hide"): fc.Arbitrary<DependencyStatement> {
  return fc.record({
    action: fc.constant(action),
    questionId: fc.constantFrom(...ids, "missing"),
    operator: fc.constantFrom(...LOGIC_OPERATORS),
    values: fc.array(valueArb, { maxLength: 3 }),
  });
}

export function dependencyArb(ids: string[], depth = 2): fc.Arbitrary<Dependency> {
  return fc.constantFrom<"show" | "hide">("show", "hide").chain((action) => {
    const level = (d: number): fc.Arbitrary<Dependency> =>
      fc.record({
        operator: fc.constantFrom<"and" | "or">("and", "or"),
        statements: fc.array(
          d <= 0
            ? statementArb(ids, action)
            : fc.oneof(
                { weight: 3, arbitrary: statementArb(ids, action) },
                { weight: 1, arbitrary: level(d - 1) },
              ),
          { minLength: 1, maxLength: 3 },
        ),
      });
    return level(depth);
  });
}

function calculationArb(ids: string[]): fc.Arbitrary<Calculation> {
  return fc.record(
    {
      operator: fc.constantFrom<Calculation["operator"]>("sum", "average", "min", "max"),
      terms: fc.array(
        fc.record(
          {
            questionId: fc.constantFrom(...ids, "missing"),
            weight: fc.constantFrom(1, 2, 0.5, -1, 0.25, 3),
            when: dependencyArb(ids, 1),
          },
          { requiredKeys: ["questionId", "weight"] },
        ),
        { maxLength: 4 },
      ),
      decimals: fc.integer({ min: 0, max: 3 }),
    },
    { requiredKeys: ["operator", "terms"] },
  );
}

const validationsArb: fc.Arbitrary<Validations> = fc.record(
  {
    required: fc.boolean(),
    min: fc.integer({ min: -2, max: 5 }),
    max: fc.integer({ min: 3, max: 15 }),
    minLength: fc.integer({ min: 0, max: 3 }),
    maxLength: fc.integer({ min: 2, max: 12 }),
    format: fc.constant("email" as const),
    minDate: fc.constantFrom("2024-01-01", "2024-02-01"),
    maxDate: fc.constantFrom("2024-02-15", "2024-12-31"),
    minItems: fc.integer({ min: 0, max: 2 }),
    maxItems: fc.integer({ min: 1, max: 3 }),
    fileTypes: fc.constantFrom(["pdf"], ["pdf", "png"], []),
    maxFileSize: fc.constantFrom(1000, 1_048_576),
  },
  { requiredKeys: [] },
);

const typeArb: fc.Arbitrary<QuestionType> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUESTION_TYPES) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<QuestionType>("number", "select_radio", "select_checkbox", "calculated"),
  },
);

function questionArb(ids: string[], id: string): fc.Arbitrary<Question> {
  return typeArb.chain((questionType) => {
    const base = fc.record({
      dependency: fc.option(dependencyArb(ids), { nil: undefined, freq: 2 }),
      validations: fc.option(validationsArb, { nil: undefined }),
      behavesAs:
        questionType === "custom_field" ? fc.constantFrom(...CUSTOM_FIELD_TYPES) : fc.constant(undefined),
    });
    return base.chain(({ dependency, validations, behavesAs }) => {
      const q: Question = { id, questionType, label: label(`Question ${id}`) };
      if (dependency) q.dependency = dependency;
      if (validations) q.validations = validations;
      const type: QuestionType = behavesAs ?? questionType;
      if (behavesAs) {
        q.behavesAs = behavesAs;
        q.customField = { entity: "user", fieldId: "field-1" };
      }
      if (type.startsWith("select_")) return optionsArb.map((options) => ({ ...q, options }));
      if (type.startsWith("tree_"))
        return fc.integer({ min: 1, max: 3 }).map((optionsDepth) => ({ ...q, options: TREE, optionsDepth }));
      if (type === "number_scale")
        return fc
          .record({
            min: fc.integer({ min: 0, max: 2 }),
            max: fc.integer({ min: 3, max: 10 }),
            step: fc.constantFrom(1, 0.5, 2),
          })
          .map((scale) => ({ ...q, scale }));
      if (type === "table") return fc.constant({ ...q, columns: COLUMNS });
      if (type === "calculated") return calculationArb(ids).map((calculation) => ({ ...q, calculation }));
      return fc.constant(q);
    });
  });
}

export function formArb(maxQuestions = 12): fc.Arbitrary<FormDefinition> {
  return fc.integer({ min: 1, max: maxQuestions }).chain((count) => {
    const ids = Array.from({ length: count }, (_, i) => `q${i}`);
    return fc
      .tuple(...ids.map((id) => questionArb(ids, id)))
      .map((questions) => ({ locales: ["en" as const], title: label("Random form"), questions }));
  });
}

const fileArb = fc.record({
  id: fc.constantFrom("f1", "f2"),
  name: fc.constantFrom("a.pdf", "b.PNG", "c.exe", "noext"),
  size: fc.constantFrom(10, 5000, 2_000_000),
  type: fc.constant("application/octet-stream"),
});
const rowArb = fc.record(
  {
    name: fc.constantFrom("Ann", "", null),
    n: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constant("7")),
    d: fc.constantFrom(...DATES),
    s: fc.constantFrom("a", "z"),
    extra: fc.constant("x"),
  },
  { requiredKeys: [] },
);

/** Any answer shape (often the wrong one for a question). */
export const anyAnswerArb: fc.Arbitrary<Answer> = fc.oneof<fc.Arbitrary<Answer>[]>(
  fc.record({ textValue: fc.oneof(fc.constantFrom(...WORDS, ...DATES), fc.string({ maxLength: 6 })) }),
  fc.record({
    numberValue: fc.oneof(
      fc.integer({ min: -5, max: 20 }),
      fc.constantFrom(0.5, 2.5, 1.25),
      fc.constant(null),
    ),
  }),
  fc.record({ arrayValue: fc.array(fc.constantFrom("a", "b", "c", "a1", "a11", "zz"), { maxLength: 4 }) }),
  fc.record({ arrayValue: fc.array(fileArb, { maxLength: 3 }) }),
  fc.record({ arrayValue: fc.array(rowArb, { maxLength: 3 }) }),
  fc.record({
    textValue: fc.constantFrom("my own", "", null),
    arrayValue: fc.constantFrom(["c"], ["a", "c"], []),
  }),
  fc.record({ textValue: fc.constant("x"), numberValue: fc.constant(1) }),
);

/** An answer of the question's type, or any answer. */
export function answerForArb(question: Question): fc.Arbitrary<Answer> {
  const type =
    question.questionType === "custom_field" ? (question.behavesAs ?? "text") : question.questionType;
  let typed: fc.Arbitrary<Answer>;
  switch (type) {
    case "text":
    case "text_long":
    case "text_link":
      typed = fc.record({ textValue: fc.constantFrom(...WORDS) });
      break;
    case "date":
      typed = fc.record({ textValue: fc.constantFrom(...DATES) });
      break;
    case "number":
    case "number_scale":
      typed = fc.record({
        numberValue: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom(0.5, 2.5)),
      });
      break;
    case "select_checkbox":
    case "select_multi_dropdown":
    case "select_radio":
    case "select_dropdown":
      typed = fc.record(
        {
          arrayValue: fc.uniqueArray(fc.constantFrom("a", "b", "c"), { maxLength: 3 }),
          textValue: fc.constantFrom("my own", ""),
        },
        { requiredKeys: ["arrayValue"] },
      );
      break;
    case "tree_single":
    case "tree_multi":
      typed = fc.record({
        arrayValue: fc.uniqueArray(fc.constantFrom("a", "a1", "a11", "b"), { maxLength: 2 }),
      });
      break;
    case "table":
      typed = fc.record({ arrayValue: fc.array(rowArb, { maxLength: 3 }) });
      break;
    case "file":
    case "video":
      typed = fc.record({ arrayValue: fc.array(fileArb, { maxLength: 3 }) });
      break;
    default:
      typed = anyAnswerArb;
  }
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: anyAnswerArb });
}

export type AnswerChange = [questionId: string, answer: Answer | null];

export function changesArb(def: FormDefinition, maxLength = 15): fc.Arbitrary<AnswerChange[]> {
  const change: fc.Arbitrary<AnswerChange> = fc.oneof(
    {
      weight: 10,
      arbitrary: fc.constantFrom(...def.questions).chain((q) => fc.tuple(fc.constant(q.id), answerForArb(q))),
    },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...def.questions.map((q) => q.id)), fc.constant(null)) },
    { weight: 1, arbitrary: fc.tuple(fc.constant("unknown"), fc.option(anyAnswerArb, { nil: null })) },
  );
  return fc.array(change, { maxLength });
}

export function formWithChangesArb(
  maxQuestions = 12,
): fc.Arbitrary<{ def: FormDefinition; changes: AnswerChange[] }> {
  return formArb(maxQuestions).chain((def) => changesArb(def).map((changes) => ({ def, changes })));
}
