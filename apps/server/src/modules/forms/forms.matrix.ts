import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";
import { FORM_CHANGER_KEYS, FORM_CREATOR_KEYS, FORM_EDITOR_KEYS } from "./forms-access.ts";

/** forms: the matrix cases of its queries and mutations (test/matrix.ts). */
const editors = { anyPermission: FORM_EDITOR_KEYS };
const creators = { anyPermission: FORM_CREATOR_KEYS };
const changers = { anyPermission: FORM_CHANGER_KEYS };
const byId = (query: string) => ({ query, variables: () => ({ id: nobody }) });
const answers = (field: string) => `mutation M($id: ID!) { ${field}(formId: $id, answers: {}) { id } }`;

export const permissionCases: PermissionCases = {
  forms: { rule: editors, query: "{ forms { id title } }" },
  form: { rule: editors, ...byId("query Q($id: ID!) { form(id: $id) { id } }") },
  formVersion: { rule: editors, ...byId("query Q($id: ID!) { formVersion(id: $id) { id } }") },
  sharedForm: { rule: { public: true }, ...byId("query Q($id: ID!) { sharedForm(uuid: $id) { title } }") },
  formToFill: {
    rule: { authenticated: true },
    ...byId("query Q($id: ID!) { formToFill(formId: $id) { formId } }"),
  },
  formResponse: {
    rule: { authenticated: true },
    ...byId("query Q($id: ID!) { formResponse(id: $id) { id } }"),
  },
  formResponses: { rule: editors, ...byId("query Q($id: ID!) { formResponses(formId: $id) { id } }") },
  profileForm: { rule: { authenticated: true }, query: "{ profileForm(entity: user) { id } }" },
  videoQuestionToken: { rule: { authenticated: true }, query: "{ videoQuestionToken }" },
  createForm: {
    rule: creators,
    query: "mutation { createForm(input: { kind: feedback, definition: {} }) { id } }",
  },
  saveFormDraft: {
    rule: changers,
    ...byId("mutation M($id: ID!) { saveFormDraft(formId: $id, definition: {}) { id } }"),
  },
  publishForm: { rule: changers, ...byId("mutation M($id: ID!) { publishForm(formId: $id) { state } }") },
  duplicateForm: { rule: creators, ...byId("mutation M($id: ID!) { duplicateForm(formId: $id) { id } }") },
  archiveForm: { rule: changers, ...byId("mutation M($id: ID!) { archiveForm(formId: $id) { id } }") },
  deleteForm: { rule: changers, ...byId("mutation M($id: ID!) { deleteForm(formId: $id) }") },
  saveFormResponse: { rule: { authenticated: true }, ...byId(answers("saveFormResponse")) },
  submitFormResponse: { rule: { authenticated: true }, ...byId(answers("submitFormResponse")) },
};

const formCase = (query: string) => ({ query, variables: (i: { form: string }) => ({ id: i.form }) });
const validDraft = { locales: ["en"], title: { en: "Taken" }, questions: [] };

export const tenantCases: TenantCases = {
  form: formCase("query Q($id: ID!) { form(id: $id) { id } }"),
  formVersion: {
    query: "query Q($id: ID!) { formVersion(id: $id) { id } }",
    variables: (i) => ({ id: i.formVersion }),
  },
  sharedForm: {
    query: "query Q($id: ID!) { sharedForm(uuid: $id) { title } }",
    variables: (i) => ({ id: i.formShareUuid }),
    expectData: (data) => expect(data.sharedForm).toBeNull(),
  },
  formToFill: formCase("query Q($id: ID!) { formToFill(formId: $id) { formId } }"),
  formResponse: {
    query: "query Q($id: ID!) { formResponse(id: $id) { id } }",
    variables: (i) => ({ id: i.formResponse }),
  },
  formResponses: formCase("query Q($id: ID!) { formResponses(formId: $id) { id } }"),
  "formResponses.versionId": {
    query: "query Q($id: ID!, $v: ID!) { formResponses(formId: $id, versionId: $v) { id } }",
    variables: (i) => ({ id: i.demoForm, v: i.formVersion }),
  },
  saveFormDraft: {
    query: "mutation M($id: ID!, $d: JSON!) { saveFormDraft(formId: $id, definition: $d) { id } }",
    variables: (i) => ({ id: i.form, d: validDraft }),
  },
  publishForm: formCase("mutation M($id: ID!) { publishForm(formId: $id) { state } }"),
  duplicateForm: formCase("mutation M($id: ID!) { duplicateForm(formId: $id) { id } }"),
  archiveForm: formCase("mutation M($id: ID!) { archiveForm(formId: $id) { id } }"),
  deleteForm: formCase("mutation M($id: ID!) { deleteForm(formId: $id) }"),
  saveFormResponse: formCase(answers("saveFormResponse")),
  "saveFormResponse.subjectId": {
    query:
      "mutation M($id: ID!, $s: ID!) { saveFormResponse(formId: $id, answers: {}, subjectId: $s) { id } }",
    variables: (i) => ({ id: i.demoForm, s: i.startup }),
  },
  submitFormResponse: formCase(answers("submitFormResponse")),
  "submitFormResponse.subjectId": {
    query:
      "mutation M($id: ID!, $s: ID!) { submitFormResponse(formId: $id, answers: {}, subjectId: $s) { id } }",
    variables: (i) => ({ id: i.demoForm, s: i.startup }),
  },
};
