import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** startup-documents: the matrix cases of its queries and mutations (test/matrix.ts). */
const FILE_VIEW = { permission: "STARTUP_FILE:VIEW" };
const byId = (query: string) => ({ query, variables: () => ({ id: nobody }) });

export const permissionCases: PermissionCases = {
  startupDocuments: {
    rule: FILE_VIEW,
    ...byId("query Q($id: ID!) { startupDocuments(startupId: $id) { canEdit } }"),
  },
  createDocumentFolder: {
    rule: FILE_VIEW,
    ...byId('mutation M($id: ID!) { createDocumentFolder(startupId: $id, name: "Legal") { id } }'),
  },
  renameDocumentFolder: {
    rule: FILE_VIEW,
    ...byId('mutation M($id: ID!) { renameDocumentFolder(id: $id, name: "Legal") { id } }'),
  },
  deleteDocumentFolder: {
    rule: FILE_VIEW,
    ...byId("mutation M($id: ID!) { deleteDocumentFolder(id: $id) }"),
  },
  addStartupDocuments: {
    rule: FILE_VIEW,
    ...byId(
      "mutation M($id: ID!) { addStartupDocuments(startupId: $id, input: { attachmentIds: [$id] }) { id } }",
    ),
  },
  updateStartupDocument: {
    rule: FILE_VIEW,
    ...byId('mutation M($id: ID!) { updateStartupDocument(id: $id, input: { name: "Deck" }) { id } }'),
  },
  deleteStartupDocument: {
    rule: FILE_VIEW,
    ...byId("mutation M($id: ID!) { deleteStartupDocument(id: $id) }"),
  },
};

export const tenantCases: TenantCases = {
  startupDocuments: {
    query: "query Q($id: ID!) { startupDocuments(startupId: $id) { canEdit } }",
    variables: (i) => ({ id: i.startup }),
  },
  createDocumentFolder: {
    query: 'mutation M($id: ID!) { createDocumentFolder(startupId: $id, name: "Taken") { id } }',
    variables: (i) => ({ id: i.startup }),
  },
  renameDocumentFolder: {
    query: 'mutation M($id: ID!) { renameDocumentFolder(id: $id, name: "Taken") { id } }',
    variables: (i) => ({ id: i.documentFolder }),
  },
  deleteDocumentFolder: {
    query: "mutation M($id: ID!) { deleteDocumentFolder(id: $id) }",
    variables: (i) => ({ id: i.documentFolder }),
  },
  addStartupDocuments: {
    query:
      "mutation M($id: ID!, $f: ID) { addStartupDocuments(startupId: $id, input: { folderId: $f, attachmentIds: [$id] }) { id } }",
    variables: (i) => ({ id: i.startup, f: i.documentFolder }),
  },
  updateStartupDocument: {
    query:
      'mutation M($id: ID!, $f: ID) { updateStartupDocument(id: $id, input: { name: "Taken", folderId: $f }) { id } }',
    variables: (i) => ({ id: i.startupDocument, f: i.documentFolder }),
  },
  deleteStartupDocument: {
    query: "mutation M($id: ID!) { deleteStartupDocument(id: $id) }",
    variables: (i) => ({ id: i.startupDocument }),
  },
};
