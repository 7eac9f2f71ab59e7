import { builder } from "../../graphql/builder.ts";
import { FormKindRef, FormRef, FormResponseRef, FormVersionRef } from "./forms.schema.ts";
import {
  archiveForm,
  createForm,
  deleteForm,
  duplicateForm,
  type PublishResult,
  publishForm,
  saveFormDraft,
} from "./forms.service.ts";
import { FORM_CHANGER_KEYS, FORM_CREATOR_KEYS } from "./forms-access.ts";
import { saveResponse } from "./responses.service.ts";

/** GraphQL mutations of forms (issue 16, docs/forms.md): the builder's and the respondent's. */
const PublishStateRef = builder.enumType("PublishState", {
  description: 'spec-2 §4 publishing states ("publishing" is the client\'s pending state).',
  values: ["success", "failure"] as const,
});

const PublishFormPayloadRef = builder.objectRef<PublishResult>("PublishFormPayload").implement({
  fields: (t) => ({
    state: t.field({ type: PublishStateRef, resolve: (p) => p.state }),
    form: t.field({ type: FormRef, resolve: (p) => p.form }),
    version: t.field({
      type: FormVersionRef,
      nullable: true,
      description: "The published version",
      resolve: (p) => p.version,
    }),
    fieldErrors: t.field({
      type: "JSON",
      nullable: true,
      description: "failure: [{ path, code, params }] from checkDefinition",
      resolve: (p) => p.fieldErrors,
    }),
  }),
});

const CreateFormInput = builder.inputType("CreateFormInput", {
  fields: (t) => ({
    kind: t.field({ type: FormKindRef, required: true }),
    definition: t.field({ type: "JSON", required: true }),
  }),
});

const creators = { anyPermission: FORM_CREATOR_KEYS } as const;
const changers = { anyPermission: FORM_CHANGER_KEYS } as const;

builder.mutationField("createForm", (t) =>
  t.field({
    type: FormRef,
    description:
      "A new form with its draft version 1. Plan limits: applicationForms (intake), evaluationForms (evaluation, quiz).",
    authScopes: creators,
    args: { input: t.arg({ type: CreateFormInput, required: true }) },
    resolve: (_r, args, ctx) => createForm(ctx, args.input),
  }),
);

builder.mutationField("saveFormDraft", (t) =>
  t.field({
    type: FormVersionRef,
    description:
      "Saves the draft version; a form whose newest version is published gets the draft number + 1.",
    authScopes: changers,
    args: { formId: t.arg.id({ required: true }), definition: t.arg({ type: "JSON", required: true }) },
    resolve: (_r, args, ctx) => saveFormDraft(ctx, String(args.formId), args.definition),
  }),
);

builder.mutationField("publishForm", (t) =>
  t.field({
    type: PublishFormPayloadRef,
    description: "Publishes the draft version, or answers failure with the definition's field errors.",
    authScopes: changers,
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => publishForm(ctx, String(args.formId)),
  }),
);

builder.mutationField("duplicateForm", (t) =>
  t.field({
    type: FormRef,
    description: "A new draft form with the current version's definition (plan limits apply).",
    authScopes: creators,
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => duplicateForm(ctx, String(args.formId)),
  }),
);

builder.mutationField("archiveForm", (t) =>
  t.field({
    type: FormRef,
    authScopes: changers,
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => archiveForm(ctx, String(args.formId)),
  }),
);

builder.mutationField("deleteForm", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes a form that has no response (ConflictError otherwise: archive it).",
    authScopes: changers,
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteForm(ctx, String(args.formId)),
  }),
);

const responseArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  formId: t.arg.id({ required: true }),
  answers: t.arg({ type: "JSON", required: true }),
  subjectId: t.arg.id(),
});

builder.mutationField("saveFormResponse", (t) =>
  t.field({
    type: FormResponseRef,
    description: "Autosaves the viewer's draft answers (checked as a draft: no required answers).",
    authScopes: { authenticated: true },
    args: responseArgs(t),
    resolve: (_r, args, ctx) =>
      saveResponse(
        ctx,
        String(args.formId),
        { answers: args.answers, subjectId: args.subjectId == null ? null : String(args.subjectId) },
        "draft",
      ),
  }),
);

builder.mutationField("submitFormResponse", (t) =>
  t.field({
    type: FormResponseRef,
    description:
      "Submits the viewer's answers: ValidationError with extensions.fieldErrors [{ path: questionId, code, params }] and nothing written when one is refused.",
    authScopes: { authenticated: true },
    args: responseArgs(t),
    resolve: (_r, args, ctx) =>
      saveResponse(
        ctx,
        String(args.formId),
        { answers: args.answers, subjectId: args.subjectId == null ? null : String(args.subjectId) },
        "submit",
      ),
  }),
);
