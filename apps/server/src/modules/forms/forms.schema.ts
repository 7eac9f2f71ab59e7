import { FORM_KINDS } from "@launchpad/domain/forms";
import { builder } from "../../graphql/builder.ts";
import { type FormVersionView, type FormView, titleOf } from "./form-views.ts";
import { formById, formList, formVersionById } from "./forms.service.ts";
import { FORM_EDITOR_KEYS } from "./forms-access.ts";
import {
  type FormResponseView,
  type FormToFillView,
  formToFill,
  responseById,
  submittedResponses,
} from "./responses.service.ts";
import { type SharedFormView, sharedForm } from "./shared-form.service.ts";

/** GraphQL of forms (issue 16, docs/forms.md): the types and the queries. Mutations: forms-mutations.schema.ts. */
export const FormKindRef = builder.enumType("FormKind", { values: FORM_KINDS });
export const FormStatusRef = builder.enumType("FormStatus", {
  values: ["draft", "published", "archived"] as const,
});
const FormVersionStatusRef = builder.enumType("FormVersionStatus", {
  values: ["draft", "published"] as const,
});
const FormResponseStatusRef = builder.enumType("FormResponseStatus", {
  values: ["draft", "submitted"] as const,
});

export const FormVersionRef = builder.objectRef<FormVersionView>("FormVersion").implement({
  description: "A numbered version of a form; a published version never changes (decision 037).",
  fields: (t) => ({
    id: t.exposeID("id"),
    formId: t.exposeID("formId"),
    number: t.exposeInt("number"),
    status: t.field({ type: FormVersionStatusRef, resolve: (v) => v.status }),
    definition: t.field({
      type: "JSON",
      description: "The FormDefinition (@launchpad/domain/forms)",
      resolve: (v) => v.definition,
    }),
    publishedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (v) => v.publishedAt }),
    createdAt: t.string({ description: "ISO 8601", resolve: (v) => v.createdAt }),
    answerCount: t.exposeInt("answerCount", { description: "Submitted responses to this version" }),
    maxScore: t.float({
      nullable: true,
      description: "Evaluation and quiz forms: the highest score",
      resolve: (v) => v.maxScore,
    }),
  }),
});

export const FormRef = builder.objectRef<FormView>("Form").implement({
  description: "A form of one kind with its versions (docs/forms.md).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: FormKindRef, resolve: (f) => f.kind }),
    title: t.string({
      description:
        "The current version's title in `locale` (the viewer's interface language) when the form has it, else in its first language",
      args: { locale: t.arg.string() },
      resolve: (f, args) => (args.locale ? titleOf(f.currentVersion.definition, args.locale) : f.title),
    }),
    status: t.field({ type: FormStatusRef, resolve: (f) => f.status }),
    shareUuid: t.exposeID("shareUuid", {
      description: "The public preview's address: /share/forms/:shareUuid",
    }),
    currentVersion: t.field({
      type: FormVersionRef,
      description: "The newest version (the draft being edited, or the published one)",
      resolve: (f) => f.currentVersion,
    }),
    publishedVersion: t.field({ type: FormVersionRef, nullable: true, resolve: (f) => f.publishedVersion }),
    versions: t.field({ type: [FormVersionRef], description: "Newest first", resolve: (f) => f.versions }),
    answerCount: t.exposeInt("answerCount", { description: "Submitted responses to every version" }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601" }),
    updatedAt: t.exposeString("updatedAt", { description: "ISO 8601" }),
  }),
});

const FormRespondentRef = builder.objectRef<{ id: string; name: string }>("FormRespondent").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

export const FormResponseRef = builder.objectRef<FormResponseView>("FormResponse").implement({
  description: "A respondent's answers to one version of a form (draft or submitted).",
  fields: (t) => ({
    id: t.exposeID("id"),
    formId: t.exposeID("formId"),
    version: t.field({
      type: FormVersionRef,
      description: "The version answered",
      resolve: (r) => r.version,
    }),
    status: t.field({ type: FormResponseStatusRef, resolve: (r) => r.status }),
    answers: t.field({
      type: "JSON",
      description: "Answers by question id (textValue, numberValue, arrayValue)",
      resolve: (r) => r.answers,
    }),
    fileUrls: t.field({
      type: "JSON",
      description:
        "Where each file answer is read, by attachment id: files with the bearer token, videos from a signed address (decision 038)",
      resolve: (r) => r.fileUrls,
    }),
    respondent: t.field({ type: FormRespondentRef, resolve: (r) => r.respondent }),
    score: t.float({
      nullable: true,
      description: "Evaluation and quiz forms, once submitted",
      resolve: (r) => r.score,
    }),
    submittedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (r) => r.submittedAt }),
    updatedAt: t.exposeString("updatedAt", { description: "ISO 8601" }),
  }),
});

const SharedFormRef = builder.objectRef<SharedFormView>("SharedForm").implement({
  description: "A form's public preview (/share/forms/:uuid): its published version, else its draft.",
  fields: (t) => ({
    kind: t.field({ type: FormKindRef, resolve: (f) => f.kind }),
    title: t.exposeString("title"),
    versionNumber: t.exposeInt("versionNumber"),
    definition: t.field({ type: "JSON", resolve: (f) => f.definition }),
  }),
});

const FormToFillRef = builder.objectRef<FormToFillView>("FormToFill").implement({
  description: "A published form the viewer may answer, with their own newest response.",
  fields: (t) => ({
    formId: t.exposeID("formId"),
    kind: t.field({ type: FormKindRef, resolve: (f) => f.kind }),
    title: t.exposeString("title"),
    version: t.field({ type: FormVersionRef, resolve: (f) => f.version }),
    response: t.field({ type: FormResponseRef, nullable: true, resolve: (f) => f.response }),
  }),
});

const editors = { anyPermission: FORM_EDITOR_KEYS } as const;

builder.queryField("forms", (t) =>
  t.field({
    type: [FormRef],
    description: "The forms the viewer may read, of one kind or all, most recently changed first.",
    authScopes: editors,
    args: { kind: t.arg({ type: FormKindRef }) },
    resolve: (_r, args, ctx) => formList(ctx, args.kind ?? null),
  }),
);

builder.queryField("form", (t) =>
  t.field({
    type: FormRef,
    nullable: true,
    authScopes: editors,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => formById(ctx, String(args.id)),
  }),
);

builder.queryField("formVersion", (t) =>
  t.field({
    type: FormVersionRef,
    nullable: true,
    authScopes: editors,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => formVersionById(ctx, String(args.id)),
  }),
);

builder.queryField("sharedForm", (t) =>
  t.field({
    type: SharedFormRef,
    nullable: true,
    description: "The public preview of a form by its share address; null when there is none.",
    authScopes: { public: true },
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => sharedForm(ctx, String(args.uuid)),
  }),
);

builder.queryField("formToFill", (t) =>
  t.field({
    type: FormToFillRef,
    nullable: true,
    description: "A published form the viewer may answer (decision 037), with their own newest response.",
    authScopes: { authenticated: true },
    args: { formId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => formToFill(ctx, String(args.formId)),
  }),
);

builder.queryField("formResponse", (t) =>
  t.field({
    type: FormResponseRef,
    nullable: true,
    description: "A response: to its respondent, or to whoever may read forms of its kind.",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => responseById(ctx, String(args.id)),
  }),
);

builder.queryField("formResponses", (t) =>
  t.field({
    type: [FormResponseRef],
    description: "The submitted responses of a form, or of one of its versions.",
    authScopes: editors,
    args: { formId: t.arg.id({ required: true }), versionId: t.arg.id() },
    resolve: (_r, args, ctx) =>
      submittedResponses(ctx, String(args.formId), args.versionId == null ? null : String(args.versionId)),
  }),
);
