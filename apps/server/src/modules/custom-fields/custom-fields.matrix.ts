import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** custom-fields: the matrix cases of its queries and mutations (test/matrix.ts). */
const SETUP = { roles: ["Admin", "AdminCoach", "SubAdmin", "Staff"] } as const;
const byId = (query: string) => ({ query, variables: () => ({ id: nobody }) });
const badInput = '{ entity: user, key: "", fieldType: "text", label: {} }';

export const permissionCases: PermissionCases = {
  customFields: { rule: { authenticated: true }, query: "{ customFields(entity: user) { id valueCount } }" },
  customField: {
    rule: { authenticated: true },
    ...byId("query Q($id: ID!) { customField(id: $id) { id } }"),
  },
  customFieldValues: {
    rule: { authenticated: true },
    ...byId("query Q($id: ID!) { customFieldValues(entity: user, entityId: $id) }"),
  },
  createCustomField: {
    rule: { roles: [...SETUP.roles] },
    query: `mutation { createCustomField(input: ${badInput}) { id } }`,
  },
  updateCustomField: {
    rule: { roles: [...SETUP.roles] },
    ...byId(`mutation M($id: ID!) { updateCustomField(id: $id, input: ${badInput}) { id } }`),
  },
  archiveCustomField: {
    rule: { roles: [...SETUP.roles] },
    ...byId("mutation M($id: ID!) { archiveCustomField(id: $id) { id } }"),
  },
  restoreCustomField: {
    rule: { roles: [...SETUP.roles] },
    ...byId("mutation M($id: ID!) { restoreCustomField(id: $id) { id } }"),
  },
  moveCustomField: {
    rule: { roles: [...SETUP.roles] },
    ...byId("mutation M($id: ID!) { moveCustomField(id: $id, position: 0) { id } }"),
  },
  setCustomFieldValues: {
    rule: { authenticated: true },
    ...byId("mutation M($id: ID!) { setCustomFieldValues(entity: startup, entityId: $id, values: {}) }"),
  },
};

const input = '{ entity: user, key: "taken", fieldType: "text", label: { en: "Taken" } }';

export const tenantCases: TenantCases = {
  customField: {
    query: "query Q($id: ID!) { customField(id: $id) { id } }",
    variables: (i) => ({ id: i.customField }),
    expectData: (data) => {
      if (data.customField !== null) throw new Error("another tenant's custom field was found");
    },
  },
  customFieldValues: {
    query: "query Q($id: ID!) { customFieldValues(entity: user, entityId: $id) }",
    variables: (i) => ({ id: i.user }),
  },
  setCustomFieldValues: {
    query: "mutation M($id: ID!) { setCustomFieldValues(entity: startup, entityId: $id, values: {}) }",
    variables: (i) => ({ id: i.startup }),
  },
  updateCustomField: {
    query: `mutation M($id: ID!) { updateCustomField(id: $id, input: ${input}) { id } }`,
    variables: (i) => ({ id: i.customField }),
  },
  archiveCustomField: {
    query: "mutation M($id: ID!) { archiveCustomField(id: $id) { id } }",
    variables: (i) => ({ id: i.customField }),
  },
  restoreCustomField: {
    query: "mutation M($id: ID!) { restoreCustomField(id: $id) { id } }",
    variables: (i) => ({ id: i.customField }),
  },
  moveCustomField: {
    query: "mutation M($id: ID!) { moveCustomField(id: $id, position: 0) { id } }",
    variables: (i) => ({ id: i.customField }),
  },
};
