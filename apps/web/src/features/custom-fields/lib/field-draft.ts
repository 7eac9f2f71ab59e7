import type { Locale } from "@launchpad/domain";
import type { CustomFieldEntity, CustomFieldType } from "@launchpad/domain/custom-fields";
import type { LocalizedText, QuestionOption, Validations } from "@launchpad/domain/forms";

/**
 * The field editor's state and the input it sends (createCustomField / updateCustomField).
 * Texts are kept per language; empty ones are left out of the input.
 */
/** `uid` keeps an option's row while its value is edited (never sent). */
export type OptionDraft = { uid: string; value: string; labels: LocalizedText; isWriteIn: boolean };

let optionCount = 0;
export const newOptionUid = () => {
  optionCount += 1;
  return `option-row-${optionCount}`;
};
export type FieldDraft = {
  entity: CustomFieldEntity;
  key: string;
  fieldType: CustomFieldType;
  label: LocalizedText;
  description: LocalizedText;
  options: OptionDraft[];
  validations: Validations;
};

export type FieldRecord = {
  entity: CustomFieldEntity;
  key: string;
  fieldType: string;
  label: unknown;
  description?: unknown;
  options?: unknown;
  validations?: unknown;
};

export const CHOICE_TYPES: readonly CustomFieldType[] = [
  "select_radio",
  "select_dropdown",
  "select_checkbox",
  "select_multi_dropdown",
];
export const MULTIPLE_TYPES: readonly CustomFieldType[] = ["select_checkbox", "select_multi_dropdown"];
export const isChoice = (type: CustomFieldType) => CHOICE_TYPES.includes(type);

const text = (value: unknown): LocalizedText =>
  value && typeof value === "object" ? { ...(value as LocalizedText) } : {};

export function emptyDraft(entity: CustomFieldEntity): FieldDraft {
  return { entity, key: "", fieldType: "text", label: {}, description: {}, options: [], validations: {} };
}

export function draftOf(field: FieldRecord): FieldDraft {
  const options = Array.isArray(field.options) ? (field.options as QuestionOption[]) : [];
  return {
    entity: field.entity,
    key: field.key,
    fieldType: field.fieldType as CustomFieldType,
    label: text(field.label),
    description: text(field.description),
    options: options.map((o) => ({
      uid: newOptionUid(),
      value: o.value,
      labels: { ...o.labels },
      isWriteIn: o.isWriteIn === true,
    })),
    validations:
      field.validations && typeof field.validations === "object"
        ? { ...(field.validations as Validations) }
        : {},
  };
}

function trimmed(value: LocalizedText): LocalizedText {
  const out: LocalizedText = {};
  for (const [locale, entry] of Object.entries(value))
    if (entry?.trim()) out[locale as Locale] = entry.trim();
  return out;
}

/** The validations that apply to the type (others are dropped when the type changes). */
export function validationsFor(type: CustomFieldType, v: Validations): Validations {
  const out: Validations = {};
  if (v.required) out.required = true;
  const keep = (keys: (keyof Validations)[]) => {
    for (const key of keys)
      if (v[key] !== undefined && v[key] !== null && v[key] !== "") Object.assign(out, { [key]: v[key] });
  };
  if (type === "text" || type === "text_long" || type === "text_link") keep(["minLength", "maxLength"]);
  if (type === "text") keep(["format"]);
  if (type === "number") keep(["min", "max"]);
  if (type === "date") keep(["minDate", "maxDate"]);
  if (MULTIPLE_TYPES.includes(type)) keep(["minItems", "maxItems"]);
  return out;
}

export function inputOf(draft: FieldDraft) {
  const description = trimmed(draft.description);
  return {
    entity: draft.entity,
    key: draft.key.trim(),
    fieldType: draft.fieldType,
    label: trimmed(draft.label),
    description: Object.keys(description).length > 0 ? description : null,
    options: isChoice(draft.fieldType)
      ? draft.options.map((o) => ({
          value: o.value.trim(),
          labels: trimmed(o.labels),
          ...(o.isWriteIn ? { isWriteIn: true } : {}),
        }))
      : null,
    validations: validationsFor(draft.fieldType, draft.validations),
  };
}

/** A key made from a label: lower case ASCII letters, digits and underscores, starting with a letter. */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^[^a-z]+/, "")
    .replace(/_+$/, "")
    .slice(0, 64);
  return key;
}

/** A value for a new option: option_1, option_2… not yet used. */
export function nextOptionValue(options: readonly OptionDraft[]): string {
  const used = new Set(options.map((o) => o.value));
  let n = options.length + 1;
  while (used.has(`option_${n}`)) n += 1;
  return `option_${n}`;
}
