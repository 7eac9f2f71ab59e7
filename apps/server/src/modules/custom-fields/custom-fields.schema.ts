import { CUSTOM_FIELD_ENTITIES } from "@launchpad/domain/custom-fields";
import { builder } from "../../graphql/builder.ts";
import {
  type CustomFieldView,
  createField,
  fieldById,
  labelText,
  listFields,
  moveField,
  setArchived,
  updateField,
} from "./custom-fields.service.ts";
import { setValues, visibleValues } from "./values.service.ts";

/** GraphQL of custom fields and their values (issue 16, docs/custom-fields.md). */
export const CustomFieldEntityRef = builder.enumType("CustomFieldEntity", { values: CUSTOM_FIELD_ENTITIES });

/** The setup role set (spec-2 §2: /setup pages), which edits fields. */
const SETUP = { roles: ["Admin", "AdminCoach", "SubAdmin", "Staff"] } as const;

export const CustomFieldRef = builder.objectRef<CustomFieldView>("CustomField").implement({
  description: "A typed field of users' or startups' profiles.",
  fields: (t) => ({
    id: t.exposeID("id"),
    entity: t.field({ type: CustomFieldEntityRef, resolve: (f) => f.entity }),
    key: t.exposeString("key"),
    fieldType: t.exposeString("fieldType", {
      description: "A form question type a field may have (CUSTOM_FIELD_TYPES)",
    }),
    label: t.field({ type: "JSON", description: "Text by language", resolve: (f) => f.label }),
    labelText: t.string({
      description: "The English label, else any",
      resolve: (f) => labelText(f.label, "en"),
    }),
    description: t.field({ type: "JSON", nullable: true, resolve: (f) => f.description ?? null }),
    options: t.field({ type: "JSON", nullable: true, resolve: (f) => f.options ?? null }),
    validations: t.field({ type: "JSON", nullable: true, resolve: (f) => f.validations ?? null }),
    archived: t.exposeBoolean("archived"),
    valueCount: t.exposeInt("valueCount", { description: "Users or startups with a value" }),
    position: t.exposeInt("position"),
  }),
});

const CustomFieldInput = builder.inputType("CustomFieldInput", {
  fields: (t) => ({
    entity: t.field({ type: CustomFieldEntityRef, required: true }),
    key: t.string({ required: true }),
    fieldType: t.string({ required: true }),
    label: t.field({ type: "JSON", required: true }),
    description: t.field({ type: "JSON" }),
    options: t.field({ type: "JSON" }),
    validations: t.field({ type: "JSON" }),
  }),
});

builder.queryField("customFields", (t) =>
  t.field({
    type: [CustomFieldRef],
    description: "The organisation's custom fields in their order (archived ones on request).",
    authScopes: { authenticated: true },
    args: { entity: t.arg({ type: CustomFieldEntityRef }), includeArchived: t.arg.boolean() },
    resolve: (_r, args, ctx) => listFields(ctx, args),
  }),
);

builder.queryField("customField", (t) =>
  t.field({
    type: CustomFieldRef,
    nullable: true,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => fieldById(ctx, String(args.id)),
  }),
);

builder.queryField("customFieldValues", (t) =>
  t.field({
    type: "JSON",
    description:
      "A user's or startup's values by field id (form answers), for those who may see the profile; NotFoundError otherwise.",
    authScopes: { authenticated: true },
    args: {
      entity: t.arg({ type: CustomFieldEntityRef, required: true }),
      entityId: t.arg.id({ required: true }),
    },
    resolve: (_r, args, ctx) => visibleValues(ctx, args.entity, String(args.entityId)),
  }),
);

builder.mutationField("createCustomField", (t) =>
  t.field({
    type: CustomFieldRef,
    description: "Setup roles, with the custom fields edit feature and the plan's custom field editing.",
    authScopes: SETUP,
    args: { input: t.arg({ type: CustomFieldInput, required: true }) },
    resolve: (_r, args, ctx) => createField(ctx, args.input),
  }),
);

builder.mutationField("updateCustomField", (t) =>
  t.field({
    type: CustomFieldRef,
    description: "ConflictError (TYPE_HAS_VALUES) when the type changes while values exist.",
    authScopes: SETUP,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomFieldInput, required: true }) },
    resolve: (_r, args, ctx) => updateField(ctx, String(args.id), args.input),
  }),
);

builder.mutationField("archiveCustomField", (t) =>
  t.field({
    type: CustomFieldRef,
    description: "Hides a field from profiles and new forms; its values stay.",
    authScopes: SETUP,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => setArchived(ctx, String(args.id), true),
  }),
);

builder.mutationField("restoreCustomField", (t) =>
  t.field({
    type: CustomFieldRef,
    authScopes: SETUP,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => setArchived(ctx, String(args.id), false),
  }),
);

builder.mutationField("moveCustomField", (t) =>
  t.field({
    type: CustomFieldRef,
    description: "Moves a field to a 0-based position among its entity's fields.",
    authScopes: SETUP,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => moveField(ctx, String(args.id), args.position),
  }),
);

builder.mutationField("setCustomFieldValues", (t) =>
  t.field({
    type: "JSON",
    description:
      "Sets some of a profile's values (field id → answer, null clears); answers all its values. The user themself or USER:EDIT; a startup's cofounders or STARTUP/NAME:EDIT.",
    authScopes: { authenticated: true },
    args: {
      entity: t.arg({ type: CustomFieldEntityRef, required: true }),
      entityId: t.arg.id({ required: true }),
      values: t.arg({ type: "JSON", required: true }),
    },
    resolve: (_r, args, ctx) => setValues(ctx, args.entity, String(args.entityId), args.values),
  }),
);
