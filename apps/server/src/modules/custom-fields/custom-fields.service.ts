import {
  type CustomFieldEntity,
  type CustomFieldShape,
  customFieldInputSchema,
  questionForField,
} from "@launchpad/domain/custom-fields";
import type { LocalizedText, Question } from "@launchpad/domain/forms";
import { coded, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { featureFlags } from "../feature-flags/index.ts";
import { requirePlanFeature } from "../plan/index.ts";
import { CustomFieldsEditOffError, FieldTypeLockedError } from "./custom-fields.errors.ts";
import {
  countValues,
  findField,
  findFields,
  findFieldsByIds,
  findFieldsByKeys,
  insertField,
  nextPosition,
  setPositions,
  updateFieldRow,
} from "./custom-fields.repository.ts";
import type { CustomFieldRow } from "./custom-fields.tables.ts";

/**
 * Custom fields (issue 16, docs/custom-fields.md): an organisation's typed fields for users
 * and startups, in an order per entity. Editing them needs a setup role (the schema's
 * scope), the "custom fields edit" feature flag and the plan's "custom field editing"
 * (spec-2 §2, §6). A key is unique per entity; a field's type is fixed once values exist;
 * archiving hides a field from profiles and forms but keeps its values.
 */
export type CustomFieldView = CustomFieldShape & {
  archived: boolean;
  position: number;
  valueCount: number;
};

export function shapeOf(row: CustomFieldRow): CustomFieldShape {
  return {
    id: row.id,
    entity: row.entity,
    key: row.key,
    fieldType: row.fieldType,
    label: row.label,
    description: row.description ?? null,
    options: row.options ?? null,
    validations: row.validations ?? null,
  };
}

async function views(ctx: ServiceContext, rows: CustomFieldRow[]): Promise<CustomFieldView[]> {
  const counts = await countValues(
    ctx.db,
    ctx.tenant,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...shapeOf(row),
    archived: row.archivedAt != null,
    position: row.position,
    valueCount: counts.get(row.id) ?? 0,
  }));
}

/** A label in the viewer's language, else English, else any. */
export function labelText(label: LocalizedText, language: string | null | undefined): string {
  const byLanguage = label as Record<string, string | undefined>;
  return (
    (language ? byLanguage[language] : undefined) ||
    label.en ||
    Object.values(label).find((text) => text) ||
    ""
  );
}

export async function listFields(
  ctx: ServiceContext,
  filter: { entity?: CustomFieldEntity | null; includeArchived?: boolean | null },
) {
  const rows = await findFields(ctx.db, ctx.tenant, {
    ...(filter.entity ? { entity: filter.entity } : {}),
    includeArchived: filter.includeArchived === true,
  });
  return views(ctx, rows);
}

export async function fieldById(ctx: ServiceContext, id: string): Promise<CustomFieldView | null> {
  const row = await findField(ctx.db, ctx.tenant, id);
  return row ? ((await views(ctx, [row]))[0] ?? null) : null;
}

/** The door's look-ups (archived fields included: a form may still name one). */
export async function fieldsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<CustomFieldView[]> {
  return views(ctx, await findFieldsByIds(ctx.db, ctx.tenant, ids));
}

export async function fieldsByKeys(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  keys: readonly string[],
): Promise<CustomFieldView[]> {
  return views(ctx, await findFieldsByKeys(ctx.db, ctx.tenant, entity, keys));
}

/** The question a field is in a form (a `custom_field` behaving as its type). */
export function questionOfField(field: CustomFieldShape, id?: string): Question {
  return questionForField(field, id);
}

/** Editing fields: the feature flag, then the plan (the role is the schema's scope). */
export async function requireFieldEditing(ctx: ServiceContext) {
  const flag = (await featureFlags(ctx)).find((f) => f.name === "customFieldsEdit");
  if (!flag?.enabled || !flag.activated) throw new CustomFieldsEditOffError();
  await requirePlanFeature(ctx, "customFieldEditing");
}

async function requireFreeKey(ctx: ServiceContext, entity: CustomFieldEntity, key: string, except?: string) {
  const [other] = await findFieldsByKeys(ctx.db, ctx.tenant, entity, [key]);
  if (other && other.id !== except)
    throw new ValidationError(
      { key: coded("INVALID", { reason: "KEY_TAKEN" }) },
      `Another ${entity} field has the key "${key}"`,
    );
}

export async function createField(ctx: ServiceContext, input: unknown) {
  await requireFieldEditing(ctx);
  const field = parseInput(customFieldInputSchema, input);
  await requireFreeKey(ctx, field.entity, field.key);
  const row = await insertField(ctx.db, ctx.tenant, {
    entity: field.entity,
    key: field.key,
    fieldType: field.fieldType,
    label: field.label,
    description: field.description ?? null,
    options: field.options ?? null,
    validations: field.validations ?? null,
    position: await nextPosition(ctx.db, ctx.tenant, field.entity),
  });
  return (await views(ctx, [row]))[0] as CustomFieldView;
}

/** Changes a field; its entity never changes, nor its type once it has values. */
export async function updateField(ctx: ServiceContext, id: string, input: unknown) {
  await requireFieldEditing(ctx);
  const field = parseInput(customFieldInputSchema, input);
  const row = await findField(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError("CustomField");
  if (field.entity !== row.entity)
    throw new ValidationError(
      { entity: coded("INVALID", { reason: "ENTITY_FIXED" }) },
      "A field's entity cannot change",
    );
  if (field.fieldType !== row.fieldType) {
    const count = (await countValues(ctx.db, ctx.tenant, [id])).get(id) ?? 0;
    if (count > 0) throw new FieldTypeLockedError(count);
  }
  await requireFreeKey(ctx, row.entity, field.key, id);
  const updated = await updateFieldRow(ctx.db, ctx.tenant, id, {
    key: field.key,
    fieldType: field.fieldType,
    label: field.label,
    description: field.description ?? null,
    options: field.options ?? null,
    validations: field.validations ?? null,
  });
  if (!updated) throw new NotFoundError("CustomField");
  return (await views(ctx, [updated]))[0] as CustomFieldView;
}

export async function setArchived(ctx: ServiceContext, id: string, archived: boolean) {
  await requireFieldEditing(ctx);
  const row = await updateFieldRow(ctx.db, ctx.tenant, id, { archivedAt: archived ? ctx.clock.now() : null });
  if (!row) throw new NotFoundError("CustomField");
  return (await views(ctx, [row]))[0] as CustomFieldView;
}

/** Moves a field to `position` (0-based, clamped) among its entity's fields, archived ones included. */
export async function moveField(ctx: ServiceContext, id: string, position: number) {
  await requireFieldEditing(ctx);
  const row = await findField(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError("CustomField");
  if (!Number.isInteger(position) || position < 0)
    throw new ValidationError({ position: coded("TOO_SMALL", { min: 0 }) });
  const siblings = await findFields(ctx.db, ctx.tenant, { entity: row.entity, includeArchived: true });
  const order = siblings.map((f) => f.id).filter((other) => other !== id);
  order.splice(Math.min(position, order.length), 0, id);
  await setPositions(ctx.db, ctx.tenant, order);
  return (await fieldById(ctx, id)) as CustomFieldView;
}
