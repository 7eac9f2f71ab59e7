import { z } from "zod";
import {
  type Answer,
  type Answers,
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  type FormDefinition,
  type LocalizedText,
  type Question,
  type QuestionOption,
  questionOptionSchema,
  type Validations,
} from "./forms/definition.ts";
import { evaluateForm } from "./forms/evaluate.ts";
import { LOCALES } from "./locales.ts";
import type { FieldError } from "./validation.ts";

/**
 * Custom fields (issue 16, docs/custom-fields.md, decision 039): an organisation's typed
 * fields for users and startups. A field is a question that lives outside any form: its
 * value is an `Answer` of its type, checked by the same rules as a form's answer (spec-2 §3
 * validations, spec-1 §5 messages), and a `custom_field` question of a form (the profile
 * layouts, kinds user_profile / startup_profile) reads and writes it.
 *
 * Hand-written rules: which inputs make a field (`customFieldInputSchema`), the question a
 * field is (`questionForField`) and whether a value fits it (`checkFieldValue`).
 */
export const CUSTOM_FIELD_ENTITIES = ["user", "startup"] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];
export { CUSTOM_FIELD_TYPES, type CustomFieldType };

/** The types whose value is chosen among options. */
export const CHOICE_FIELD_TYPES = [
  "select_radio",
  "select_dropdown",
  "select_checkbox",
  "select_multi_dropdown",
] as const satisfies readonly CustomFieldType[];

export function isChoiceFieldType(type: CustomFieldType): boolean {
  return (CHOICE_FIELD_TYPES as readonly string[]).includes(type);
}

/** What a field is, as its editor shows it and the door hands it to forms. */
export type CustomFieldShape = {
  id: string;
  entity: CustomFieldEntity;
  key: string;
  fieldType: CustomFieldType;
  label: LocalizedText;
  description?: LocalizedText | null;
  options?: QuestionOption[] | null;
  validations?: Validations | null;
};

const labelSchema = z.partialRecord(z.enum(LOCALES), z.string().trim().max(500));
const descriptionSchema = z.partialRecord(z.enum(LOCALES), z.string().trim().max(5_000));

const fieldValidationsSchema = z.strictObject({
  required: z.boolean().optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  minLength: z.number().int().min(0).max(100_000).optional(),
  maxLength: z.number().int().min(1).max(100_000).optional(),
  format: z.enum(["email"]).optional(),
  minDate: z.iso.date().optional(),
  maxDate: z.iso.date().optional(),
  minItems: z.number().int().min(0).optional(),
  maxItems: z.number().int().min(1).optional(),
});

/** createCustomField / updateCustomField's input. Codes: INVALID with params.reason where no zod rule says it. */
export const customFieldInputSchema = z
  .object({
    entity: z.enum(CUSTOM_FIELD_ENTITIES),
    key: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z][a-z0-9_]*$/),
    fieldType: z.enum(CUSTOM_FIELD_TYPES),
    label: labelSchema.refine((label) => Object.values(label).some((text) => text && text.length > 0), {
      params: { code: "REQUIRED" },
    }),
    description: descriptionSchema.nullish(),
    options: z.array(questionOptionSchema).max(200).nullish(),
    validations: fieldValidationsSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    const options = input.options ?? [];
    if (isChoiceFieldType(input.fieldType)) {
      if (options.length === 0)
        ctx.addIssue({ code: "custom", path: ["options"], params: { code: "REQUIRED" } });
      const values = options.map((o) => o.value);
      if (new Set(values).size !== values.length)
        ctx.addIssue({
          code: "custom",
          path: ["options"],
          params: { code: "INVALID", reason: "DUPLICATE_OPTION" },
        });
      if (options.some((o) => o.children && o.children.length > 0))
        ctx.addIssue({
          code: "custom",
          path: ["options"],
          params: { code: "INVALID", reason: "NESTED_OPTIONS" },
        });
    } else if (options.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        params: { code: "INVALID", reason: "NOT_A_CHOICE" },
      });
    }
    const v = input.validations ?? {};
    const pairs: [number | string | undefined, number | string | undefined, string][] = [
      [v.min, v.max, "max"],
      [v.minLength, v.maxLength, "maxLength"],
      [v.minDate, v.maxDate, "maxDate"],
      [v.minItems, v.maxItems, "maxItems"],
    ];
    for (const [low, high, path] of pairs)
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({
          code: "custom",
          path: ["validations", path],
          params: { code: "INVALID", reason: "MIN_OVER_MAX" },
        });
  });
export type CustomFieldInput = z.infer<typeof customFieldInputSchema>;

/** The question a field is in a form: a `custom_field` that behaves as the field's type. */
export function questionForField(field: CustomFieldShape, id = `cf_${field.key}`): Question {
  const question: Question = {
    id,
    questionType: "custom_field",
    behavesAs: field.fieldType,
    label: field.label,
    customField: { entity: field.entity, fieldId: field.id },
  };
  if (field.description && Object.keys(field.description).length > 0)
    question.description = field.description;
  if (field.options && field.options.length > 0) question.options = field.options;
  if (field.validations && Object.keys(field.validations).length > 0)
    question.validations = field.validations;
  return question;
}

/** An answer that holds nothing (what clears a value). */
export function isEmptyAnswer(answer: Answer | null | undefined): boolean {
  if (!answer) return true;
  const text = answer.textValue;
  const noText = text == null || text.trim() === "";
  const noNumber = answer.numberValue == null;
  const noArray = answer.arrayValue == null || answer.arrayValue.length === 0;
  return noText && noNumber && noArray;
}

/**
 * Whether a value fits its field: exactly the rules a form applies to the field's question
 * (`evaluateForm` on a one-question form, mode "submit"), so the profile form in the browser
 * and this check agree. An empty answer clears the value; it is refused only when the field
 * is required. Errors carry `path` (default the field's id).
 */
export function checkFieldValue(
  field: CustomFieldShape,
  answer: Answer | null,
  path: string = field.id,
): FieldError[] {
  const id = "value";
  const definition: FormDefinition = { locales: ["en"], title: {}, questions: [questionForField(field, id)] };
  const answers: Answers = isEmptyAnswer(answer) ? {} : { [id]: answer as Answer };
  return evaluateForm(definition, answers, { mode: "submit" }).errors.map((error) => ({
    ...error,
    path: error.path === id ? path : `${path}${error.path.slice(id.length)}`,
  }));
}

/** The answer as stored: trimmed text, one slot per type; null when it holds nothing. */
export function storedFieldValue(field: CustomFieldShape, answer: Answer | null): Answer | null {
  if (isEmptyAnswer(answer)) return null;
  const a = answer as Answer;
  if (isChoiceFieldType(field.fieldType)) {
    const chosen = a.arrayValue ?? [];
    const writeIn = (field.options ?? []).some((o) => o.isWriteIn && chosen.includes(o.value));
    return { arrayValue: chosen, textValue: writeIn ? a.textValue?.trim() || null : null, numberValue: null };
  }
  if (field.fieldType === "number")
    return { numberValue: a.numberValue ?? null, textValue: null, arrayValue: null };
  return { textValue: a.textValue?.trim() ?? null, numberValue: null, arrayValue: null };
}
