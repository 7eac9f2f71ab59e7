import { builder } from "../../graphql/builder.ts";
import {
  addDocuments,
  createFolder,
  deleteDocument,
  deleteFolder,
  renameFolder,
  startupDocumentsOf,
  updateDocument,
} from "./startup-documents.service.ts";
import type { DocumentView, FolderView } from "./startup-documents.views.ts";

/**
 * GraphQL of a startup's documents (docs/startup-documents.md). Every field needs
 * STARTUP_FILE:VIEW (narrowed to the startup in scope by the service) and the plan's
 * "startup documents" feature; changes need a member of the startup or a team role.
 */
const FILE_VIEW = { permission: "STARTUP_FILE:VIEW" } as const;

const FolderRef = builder.objectRef<FolderView>("StartupDocumentFolder").implement({
  description: "A folder of a startup's documents.",
  fields: (t) => ({
    id: t.exposeID("id"),
    startupId: t.exposeID("startupId"),
    name: t.exposeString("name"),
    createdAt: t.string({ description: "ISO 8601", resolve: (f) => f.createdAt.toISOString() }),
    documentCount: t.int({
      nullable: true,
      description: "How many documents it holds (null in a mutation's answer: read the list again)",
      resolve: (f) => f.documentCount,
    }),
  }),
});

const DocumentRef = builder.objectRef<DocumentView>("StartupDocument").implement({
  description: "One file of a startup's documents.",
  fields: (t) => ({
    id: t.exposeID("id"),
    startupId: t.exposeID("startupId"),
    folderId: t.exposeID("folderId", { nullable: true, description: "Null: at the top, in no folder" }),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    createdAt: t.string({ description: "ISO 8601", resolve: (d) => d.createdAt.toISOString() }),
    updatedAt: t.string({ description: "ISO 8601", resolve: (d) => d.updatedAt.toISOString() }),
    uploadedById: t.exposeID("uploadedById", { nullable: true }),
    uploadedByName: t.exposeString("uploadedByName", { nullable: true }),
    sizeBytes: t.exposeInt("sizeBytes"),
    contentType: t.exposeString("contentType", { nullable: true, description: "Sniffed from the content" }),
    kind: t.exposeString("kind", { description: "file or link" }),
    fileName: t.exposeString("fileName", { nullable: true, description: "The uploaded file's name" }),
    url: t.exposeString("url", {
      nullable: true,
      description: "The file's bytes (GET with the bearer token), or the link",
    }),
  }),
});

const DocumentsRef = builder
  .objectRef<{ startupId: string; canEdit: boolean; folders: FolderView[]; documents: DocumentView[] }>(
    "StartupDocuments",
  )
  .implement({
    description: "A startup's documents tab: its folders (by name) and documents (newest first).",
    fields: (t) => ({
      startupId: t.exposeID("startupId"),
      canEdit: t.exposeBoolean("canEdit", {
        description: "Whether the viewer may add, change and delete (a member or a team role)",
      }),
      folders: t.field({ type: [FolderRef], resolve: (d) => d.folders }),
      documents: t.field({ type: [DocumentRef], resolve: (d) => d.documents }),
    }),
  });

const AddDocumentsInput = builder.inputType("AddStartupDocumentsInput", {
  fields: (t) => ({
    folderId: t.id({ description: "Null or absent: at the top" }),
    attachmentIds: t.idList({ required: true, description: "The viewer's pending uploads, 1 to 20" }),
  }),
});

const UpdateDocumentInput = builder.inputType("UpdateStartupDocumentInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    folderId: t.id({ description: "Null or absent: at the top" }),
  }),
});

builder.queryField("startupDocuments", (t) =>
  t.field({
    type: DocumentsRef,
    description:
      "A startup's folders and documents (STARTUP_FILE:VIEW in scope, the plan's startup documents).",
    authScopes: FILE_VIEW,
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupDocumentsOf(ctx, String(args.startupId)),
  }),
);

builder.mutationField("createDocumentFolder", (t) =>
  t.field({
    type: FolderRef,
    description: "A folder; its name is unique in the startup (ValidationError reason NAME_TAKEN).",
    authScopes: FILE_VIEW,
    args: { startupId: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createFolder(ctx, String(args.startupId), { name: args.name }),
  }),
);

builder.mutationField("renameDocumentFolder", (t) =>
  t.field({
    type: FolderRef,
    authScopes: FILE_VIEW,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => renameFolder(ctx, String(args.id), { name: args.name }),
  }),
);

builder.mutationField("deleteDocumentFolder", (t) =>
  t.boolean({
    description: "Deletes a folder; its documents move to the top.",
    authScopes: FILE_VIEW,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteFolder(ctx, String(args.id)),
  }),
);

builder.mutationField("addStartupDocuments", (t) =>
  t.field({
    type: [DocumentRef],
    description:
      "Adds the viewer's uploads (POST /api/attachment/upload) as documents, each named after its file; all or none.",
    authScopes: FILE_VIEW,
    args: {
      startupId: t.arg.id({ required: true }),
      input: t.arg({ type: AddDocumentsInput, required: true }),
    },
    resolve: (_r, args, ctx) => addDocuments(ctx, String(args.startupId), args.input),
  }),
);

builder.mutationField("updateStartupDocument", (t) =>
  t.field({
    type: DocumentRef,
    description: "Renames, describes or moves a document (folderId null: to the top).",
    authScopes: FILE_VIEW,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateDocumentInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateDocument(ctx, String(args.id), args.input),
  }),
);

builder.mutationField("deleteStartupDocument", (t) =>
  t.boolean({
    description: "Deletes a document and its file.",
    authScopes: FILE_VIEW,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteDocument(ctx, String(args.id)),
  }),
);
