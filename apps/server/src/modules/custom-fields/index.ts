/**
 * The custom-fields module's door (docs/custom-fields.md, decision 039): fields by id or key,
 * the question a field is in a form, and a user's or startup's values, read and written in
 * the caller's transaction (`ctx.db`). The forms module writes `custom_field` answers through
 * `writeCustomFieldValues` on submit; it decides itself who may.
 */
import type { CustomFieldEntity } from "@launchpad/domain/custom-fields";
import type { Answer, Answers } from "@launchpad/domain/forms";
import type { ServiceContext } from "../../service-context.ts";
import { type CustomFieldView, fieldsByIds, fieldsByKeys, questionOfField } from "./custom-fields.service.ts";
import { maySeeValues, readValues, writeValues } from "./values.service.ts";

export { CustomFieldEntityRef, CustomFieldRef } from "./custom-fields.schema.ts";
export type { CustomFieldEntity, CustomFieldView };

/** Fields by id (archived included; unknown and other tenants' ids left out). */
export function customFieldsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<CustomFieldView[]> {
  return fieldsByIds(ctx, ids);
}

/** Fields of one entity by key (case-insensitive; archived included). */
export function customFieldsByKeys(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  keys: readonly string[],
): Promise<CustomFieldView[]> {
  return fieldsByKeys(ctx, entity, keys);
}

/** A user's or startup's values of the entity's live fields, by field id. No authorisation. */
export function readCustomFieldValues(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  entityId: string,
): Promise<Answers> {
  return readValues(ctx, entity, entityId);
}

/**
 * Checks and writes values (field id → answer; null clears) in `ctx.db`: ValidationError with
 * per-field codes (path = field id) and nothing written when one does not fit. No authorisation.
 */
export function writeCustomFieldValues(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  entityId: string,
  values: Record<string, Answer | null>,
): Promise<void> {
  return writeValues(ctx, entity, entityId, values);
}

/** Whether the viewer may see a profile's values (as customFieldValues decides). */
export const mayReadCustomFieldValues = maySeeValues;

/** The `custom_field` question a field is (id default `cf_<key>`). */
export const questionForField = questionOfField;
