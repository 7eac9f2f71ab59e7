import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
  type LocalizedText,
  type Question,
  type QuestionOption,
  type Validations,
} from "@launchpad/domain/forms";

/** A custom field as the builder's picker lists it (the fields feature's `customFields` query). */
export type CustomFieldChoice = {
  id: string;
  entity: "user" | "startup";
  key: string;
  fieldType: string;
  label: LocalizedText;
  labelText: string;
  options?: QuestionOption[] | null;
  validations?: Validations | null;
};

const isCustomFieldType = (type: string): type is CustomFieldType =>
  (CUSTOM_FIELD_TYPES as readonly string[]).includes(type);

/** A custom_field question bound to `field`: it behaves as the field's type, with its label and options. */
export function bindField(question: Question, field: CustomFieldChoice): Question {
  const behavesAs = isCustomFieldType(field.fieldType) ? field.fieldType : "text";
  const next: Question = {
    ...question,
    customField: { entity: field.entity, fieldId: field.id },
    behavesAs,
    label: Object.keys(question.label).length > 0 ? question.label : { ...field.label },
  };
  if (field.options && field.options.length > 0) next.options = field.options;
  else delete next.options;
  if (field.validations) next.validations = { ...field.validations, ...question.validations };
  return next;
}
