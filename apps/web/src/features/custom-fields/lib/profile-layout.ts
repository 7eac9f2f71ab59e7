import type { Locale } from "@launchpad/domain";
import {
  type CustomFieldEntity,
  type CustomFieldShape,
  questionForField,
} from "@launchpad/domain/custom-fields";
import type { Answer, Answers, FormDefinition, LocalizedText } from "@launchpad/domain/forms";

/**
 * A profile's layout is a form of kind user_profile / startup_profile (decision 039): its
 * `custom_field` questions read and write the fields' values. These helpers turn values (by
 * field id) into the form's answers (by question id) and back, and build a first layout.
 */
export type ProfileField = CustomFieldShape & { archived: boolean };

export const PROFILE_FORM_KIND = { user: "user_profile", startup: "startup_profile" } as const;

/** Question id → field id, for the layout's custom_field questions of this entity. */
export function fieldIdsOf(definition: FormDefinition, entity: CustomFieldEntity): Map<string, string> {
  const map = new Map<string, string>();
  for (const q of definition.questions)
    if (q.questionType === "custom_field" && q.customField?.entity === entity)
      map.set(q.id, q.customField.fieldId);
  return map;
}

/** The fields the layout does not show yet (live ones only). */
export function missingFields(
  definition: FormDefinition,
  entity: CustomFieldEntity,
  fields: readonly ProfileField[],
) {
  const shown = new Set(fieldIdsOf(definition, entity).values());
  return fields.filter((f) => !f.archived && f.entity === entity && !shown.has(f.id));
}

/** Values by field id → the form's answers by question id. */
export function answersOf(definition: FormDefinition, entity: CustomFieldEntity, values: unknown): Answers {
  const byField = values && typeof values === "object" ? (values as Record<string, Answer>) : {};
  const answers: Answers = {};
  for (const [questionId, fieldId] of fieldIdsOf(definition, entity)) {
    const value = byField[fieldId];
    if (value) answers[questionId] = value;
  }
  return answers;
}

/** The form's answers → values by field id; a field left empty is cleared (null). */
export function valuesOf(definition: FormDefinition, entity: CustomFieldEntity, answers: Answers) {
  const values: Record<string, Answer | null> = {};
  for (const [questionId, fieldId] of fieldIdsOf(definition, entity))
    values[fieldId] = answers[questionId] ?? null;
  return values;
}

/** A server error's path (a field id) → the question that shows it. */
export function questionIdOfField(definition: FormDefinition, entity: CustomFieldEntity, fieldId: string) {
  for (const [questionId, id] of fieldIdsOf(definition, entity)) if (id === fieldId) return questionId;
  return null;
}

/** Question ids already used, so an added field's question gets a free one. */
function freeId(definition: FormDefinition, wanted: string): string {
  const used = new Set(definition.questions.map((q) => q.id));
  let id = wanted.slice(0, 60);
  for (let n = 2; used.has(id); n += 1) id = `${wanted.slice(0, 56)}_${n}`;
  return id;
}

/** The layout with the given fields appended, each as its custom_field question. */
export function withFields(definition: FormDefinition, fields: readonly ProfileField[]): FormDefinition {
  let next = definition;
  for (const field of fields) {
    const question = questionForField(field, freeId(next, `cf_${field.key}`));
    next = { ...next, questions: [...next.questions, question] };
  }
  return next;
}

/** A first layout: every live field of the entity in order, in the fields' languages. */
export function firstLayout(
  entity: CustomFieldEntity,
  fields: readonly ProfileField[],
  title: LocalizedText,
): FormDefinition {
  const live = fields.filter((f) => !f.archived && f.entity === entity);
  const locales = new Set<Locale>(["en"]);
  for (const field of live) for (const locale of Object.keys(field.label)) locales.add(locale as Locale);
  return withFields({ locales: [...locales], title, questions: [] }, live);
}

/** The layout without the questions of fields that are archived or gone (their values are not shown or written). */
export function withoutArchived(
  definition: FormDefinition,
  entity: CustomFieldEntity,
  liveFields: readonly ProfileField[],
): FormDefinition {
  const live = new Set(liveFields.filter((f) => !f.archived).map((f) => f.id));
  const questions = definition.questions.filter(
    (q) =>
      q.questionType !== "custom_field" ||
      q.customField?.entity !== entity ||
      live.has(q.customField.fieldId),
  );
  return questions.length === definition.questions.length ? definition : { ...definition, questions };
}
