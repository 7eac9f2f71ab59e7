import { z } from "zod";
import { LOCALES, type Locale } from "../locales.ts";

/**
 * The form model (issue 16; spec-2 §3 "Evaluation question", §9 question types and form
 * kinds). Pure data: the builder writes it, the server stores it per version, the renderer
 * and the server's answer check read it through one evaluator (`evaluate.ts`).
 *
 * A form version's questions are one ordered list. A `section` question opens a section that
 * runs to the next `section`; the questions before the first section belong to no section.
 * `heading`, `sub_heading` and `paragraph` are display items and take no answer.
 */
export const FORM_KINDS = [
  "intake",
  "evaluation",
  "quiz",
  "feedback",
  "user_profile",
  "startup_profile",
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const QUESTION_TYPES = [
  "text",
  "text_long",
  "text_link",
  "number",
  "number_scale",
  "select_checkbox",
  "select_dropdown",
  "select_radio",
  "select_multi_dropdown",
  "tree_single",
  "tree_multi",
  "date",
  "table",
  "file",
  "section",
  "heading",
  "sub_heading",
  "paragraph",
  "video",
  "custom_field",
  "calculated",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types that show something but take no answer. */
export const DISPLAY_TYPES = [
  "section",
  "heading",
  "sub_heading",
  "paragraph",
] as const satisfies readonly QuestionType[];
/** Types a custom field may have (its question `behavesAs` that type). */
export const CUSTOM_FIELD_TYPES = [
  "text",
  "text_long",
  "text_link",
  "number",
  "date",
  "select_radio",
  "select_dropdown",
  "select_checkbox",
  "select_multi_dropdown",
] as const satisfies readonly QuestionType[];
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Text in several languages; a missing language falls back to the form's first language, then to any. */
export type LocalizedText = Partial<Record<Locale, string>>;
export const localizedTextSchema = z.partialRecord(z.enum(LOCALES), z.string().max(10_000));

/**
 * spec-2 §9's filter operators, used by logic statements:
 * IS / IS_NOT (equal to one of `values` / to none), CONTAINS (a multiple answer holds any of
 * `values`; a text contains any of them), CONTAINS_ALL, EXISTS / NOT_EXISTS (answered or
 * not; `values` ignored), GT / GTE / LT / LTE (numbers and ISO dates, against `values[0]`),
 * OR (the answer is any one of `values`). Exact meanings: forms/logic.ts and decision 036.
 */
export const LOGIC_OPERATORS = [
  "IS",
  "IS_NOT",
  "CONTAINS",
  "CONTAINS_ALL",
  "EXISTS",
  "NOT_EXISTS",
  "GT",
  "GTE",
  "LT",
  "LTE",
  "OR",
] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

/** One condition on another question's answer. Every statement of one dependency has the same action. */
export type DependencyStatement = {
  action: "show" | "hide";
  questionId: string;
  operator: LogicOperator;
  values: (string | number)[];
};
/** spec-2 §3: nested statements joined by an operator. */
export type Dependency = {
  operator: "and" | "or";
  statements: (DependencyStatement | Dependency)[];
};

export type QuestionOption = {
  /** Stable within the question; what an answer stores. */
  value: string;
  labels: LocalizedText;
  /** Choosing it asks for the respondent's own text (the answer's `textValue`). */
  isWriteIn?: boolean;
  /** Score of choosing it (evaluation and quiz forms, calculated questions). */
  numericalValue?: number | null;
  /** Tree questions: the options under this one (at most `optionsDepth` levels). */
  children?: QuestionOption[];
};

export type Validations = {
  required?: boolean;
  /** number, number_scale, calculated. */
  min?: number;
  max?: number;
  /** text types. */
  minLength?: number;
  maxLength?: number;
  /** text: an e-mail address; text_link is always a URL. */
  format?: "email";
  /** date: ISO yyyy-mm-dd bounds. */
  minDate?: string;
  maxDate?: string;
  /** multiple choices, table rows, files. */
  minItems?: number;
  maxItems?: number;
  /** file, video: lower-case extensions without the dot ("pdf", "png"); empty or absent = any. */
  fileTypes?: string[];
  /** file, video: bytes per file. */
  maxFileSize?: number;
};

export const TABLE_COLUMN_TYPES = ["text", "number", "date", "select"] as const;
export type TableColumnType = (typeof TABLE_COLUMN_TYPES)[number];
export type TableColumn = {
  id: string;
  label: LocalizedText;
  type: TableColumnType;
  required?: boolean;
  /** `select` columns. */
  options?: QuestionOption[];
};

/**
 * A calculated question's number: the terms combined by `operator`. A term's value is a
 * number answer, the sum of the chosen options' `numericalValue`, or another calculated
 * question's value; times its weight; and only when its `when` holds (absent: always).
 * A missing answer is left out (a sum of nothing is 0; an average of nothing is null).
 */
export type Calculation = {
  operator: "sum" | "average" | "min" | "max";
  terms: { questionId: string; weight: number; when?: Dependency }[];
  /** Decimal places of the result (default 2). */
  decimals?: number;
};

export type Question = {
  /** Stable across versions of a form: what answers, logic and comparisons refer to. */
  id: string;
  questionType: QuestionType;
  /** custom_field: the type of its field. Otherwise absent (it behaves as its own type). */
  behavesAs?: CustomFieldType;
  label: LocalizedText;
  description?: LocalizedText;
  validations?: Validations;
  options?: QuestionOption[];
  /** Tree questions: how many levels of options (1–5). */
  optionsDepth?: number;
  /** Shown only when… (or hidden when…); a section's logic applies to every question in it. */
  dependency?: Dependency | null;
  /** number_scale. */
  scale?: { min: number; max: number; step?: number; minLabel?: LocalizedText; maxLabel?: LocalizedText };
  /** table. */
  columns?: TableColumn[];
  /** custom_field: the field it reads and writes through to. */
  customField?: { entity: "user" | "startup"; fieldId: string };
  /** calculated. */
  calculation?: Calculation;
  /** evaluation and quiz forms: how much this question's score counts (default 1). */
  weight?: number;
};

export type FormDefinition = {
  /** The form's languages; the first is its default. */
  locales: Locale[];
  title: LocalizedText;
  description?: LocalizedText;
  questions: Question[];
};

/**
 * An answer as stored per question (spec-2 §3 "Form answer"):
 * - text, text_long, text_link, date (yyyy-mm-dd): `textValue`;
 * - number, number_scale, calculated: `numberValue`;
 * - choices and trees: `arrayValue` of option values (one for the single kinds), and
 *   `textValue` the write-in text when a chosen option `isWriteIn`;
 * - table: `arrayValue` of rows, each `{ [columnId]: string | number | null }`;
 * - file, video: `arrayValue` of `FileAnswer`;
 * - custom_field: as its `behavesAs` type.
 */
export type Answer = {
  textValue?: string | null;
  numberValue?: number | null;
  arrayValue?: unknown[] | null;
};
export type FileAnswer = { id: string; name: string; size: number; type: string };
export type TableRow = Record<string, string | number | null>;
/** Answers by question id. */
export type Answers = Record<string, Answer>;

// ——— schemas (the server checks a saved definition with these; the builder too) ———

const statementSchema = z.strictObject({
  action: z.enum(["show", "hide"]),
  questionId: z.string().min(1).max(64),
  operator: z.enum(LOGIC_OPERATORS),
  values: z.array(z.union([z.string().max(2_000), z.number()])).max(200),
});
export const dependencySchema: z.ZodType<Dependency> = z.lazy(() =>
  z.strictObject({
    operator: z.enum(["and", "or"]),
    statements: z
      .array(z.union([statementSchema, dependencySchema]))
      .min(1)
      .max(50),
  }),
);

export const questionOptionSchema: z.ZodType<QuestionOption> = z.lazy(() =>
  z.strictObject({
    value: z.string().min(1).max(200),
    labels: localizedTextSchema,
    isWriteIn: z.boolean().optional(),
    numericalValue: z.number().finite().nullable().optional(),
    children: z.array(questionOptionSchema).max(500).optional(),
  }),
);

const validationsSchema = z.strictObject({
  required: z.boolean().optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().min(1).optional(),
  format: z.enum(["email"]).optional(),
  minDate: z.iso.date().optional(),
  maxDate: z.iso.date().optional(),
  minItems: z.number().int().min(0).optional(),
  maxItems: z.number().int().min(1).optional(),
  fileTypes: z
    .array(z.string().regex(/^[a-z0-9]{1,10}$/))
    .max(50)
    .optional(),
  maxFileSize: z.number().int().positive().optional(),
});

const tableColumnSchema = z.strictObject({
  id: z.string().min(1).max(64),
  label: localizedTextSchema,
  type: z.enum(TABLE_COLUMN_TYPES),
  required: z.boolean().optional(),
  options: z.array(questionOptionSchema).max(200).optional(),
});

const calculationSchema = z.strictObject({
  operator: z.enum(["sum", "average", "min", "max"]),
  terms: z
    .array(
      z.strictObject({
        questionId: z.string().min(1).max(64),
        weight: z.number().finite(),
        when: dependencySchema.optional(),
      }),
    )
    .max(300),
  decimals: z.number().int().min(0).max(6).optional(),
});

export const questionSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  questionType: z.enum(QUESTION_TYPES),
  behavesAs: z.enum(CUSTOM_FIELD_TYPES).optional(),
  label: localizedTextSchema,
  description: localizedTextSchema.optional(),
  validations: validationsSchema.optional(),
  options: z.array(questionOptionSchema).max(500).optional(),
  optionsDepth: z.number().int().min(1).max(5).optional(),
  dependency: dependencySchema.nullable().optional(),
  scale: z
    .strictObject({
      min: z.number().int(),
      max: z.number().int(),
      step: z.number().positive().optional(),
      minLabel: localizedTextSchema.optional(),
      maxLabel: localizedTextSchema.optional(),
    })
    .optional(),
  columns: z.array(tableColumnSchema).max(30).optional(),
  customField: z
    .strictObject({ entity: z.enum(["user", "startup"]), fieldId: z.string().min(1).max(64) })
    .optional(),
  calculation: calculationSchema.optional(),
  weight: z.number().finite().min(0).optional(),
});

/** The shape of a definition. Its meaning (ids unique, logic pointing backwards, no cycles) is `checkDefinition`'s. */
export const formDefinitionSchema = z.strictObject({
  locales: z.array(z.enum(LOCALES)).min(1).max(LOCALES.length),
  title: localizedTextSchema,
  description: localizedTextSchema.optional(),
  questions: z.array(questionSchema).max(1_000),
});

export const answerSchema = z.strictObject({
  textValue: z.string().max(100_000).nullable().optional(),
  numberValue: z.number().finite().nullable().optional(),
  arrayValue: z.array(z.unknown()).max(1_000).nullable().optional(),
});
export const answersSchema = z.record(z.string().max(64), answerSchema);

export function isDisplayType(type: QuestionType): boolean {
  return (DISPLAY_TYPES as readonly QuestionType[]).includes(type);
}

/** The type a question's answer has: a custom field's `behavesAs`, else its own. */
export function answerTypeOf(question: Pick<Question, "questionType" | "behavesAs">): QuestionType {
  return question.questionType === "custom_field" && question.behavesAs
    ? question.behavesAs
    : question.questionType;
}

/** A text in `locale`, else the form's default language, else any language, else "". */
export function localized(
  text: LocalizedText | undefined,
  locale: Locale,
  fallback: readonly Locale[] = [],
): string {
  if (!text) return "";
  const direct = text[locale];
  if (direct) return direct;
  for (const other of fallback) if (text[other]) return text[other] as string;
  if (text.en) return text.en;
  for (const value of Object.values(text)) if (value) return value;
  return "";
}
