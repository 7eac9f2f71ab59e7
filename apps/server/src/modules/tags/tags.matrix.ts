import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** tags: the matrix cases of its queries and mutations (test/matrix.ts). */
const startupTaggers = { anyPermission: ["TAG:STARTUP:ADD", "TAG:STARTUP:REMOVE"] };
const startupIndustry = { anyPermission: ["INDUSTRIES:STARTUP:ADD", "INDUSTRIES:STARTUP:REMOVE"] };
const byId = (query: string) => ({ query, variables: () => ({ id: nobody }) });

export const permissionCases: PermissionCases = {
  tags: { rule: { authenticated: true }, query: "{ tags(kind: topic) { id useCount } }" },
  createTag: {
    rule: { permission: "TAGS_EDITOR:CREATE" },
    query: 'mutation { createTag(input: { kind: topic, name: "", color: "#123456" }) { id } }',
  },
  updateTag: {
    rule: { permission: "TAGS_EDITOR:EDIT" },
    ...byId('mutation M($id: ID!) { updateTag(id: $id, input: { name: "x" }) { id } }'),
  },
  deleteTag: {
    rule: { permission: "TAGS_EDITOR:EDIT" },
    ...byId("mutation M($id: ID!) { deleteTag(id: $id) }"),
  },
  industries: {
    rule: { anyPermission: ["INDUSTRIES:VIEW", "INDUSTRIES:STARTUP:ADD", "USER:EDIT"] },
    query: "{ industries { id useCount } }",
  },
  createIndustry: {
    rule: { permission: "INDUSTRIES:CREATE" },
    query: 'mutation { createIndustry(name: "") { id } }',
  },
  renameIndustry: {
    rule: { permission: "INDUSTRIES:EDIT" },
    ...byId('mutation M($id: ID!) { renameIndustry(id: $id, name: "x") { id } }'),
  },
  deleteIndustry: {
    rule: { permission: "INDUSTRIES:EDIT" },
    ...byId("mutation M($id: ID!) { deleteIndustry(id: $id) }"),
  },
  setStartupTags: {
    rule: startupTaggers,
    ...byId("mutation M($id: ID!) { setStartupTags(startupId: $id, tagIds: []) { id } }"),
  },
  setStartupIndustries: {
    rule: startupIndustry,
    ...byId("mutation M($id: ID!) { setStartupIndustries(startupId: $id, industryIds: []) { id } }"),
  },
  setUserTags: {
    rule: { permission: "USER:EDIT" },
    ...byId("mutation M($id: ID!) { setUserTags(userId: $id, tagIds: []) { id } }"),
  },
  setUserIndustries: {
    rule: { permission: "USER:EDIT" },
    ...byId("mutation M($id: ID!) { setUserIndustries(userId: $id, industryIds: []) { id } }"),
  },
};

export const tenantCases: TenantCases = {
  updateTag: {
    query: 'mutation M($id: ID!) { updateTag(id: $id, input: { name: "Taken", color: "#000000" }) { id } }',
    variables: (i) => ({ id: i.tag }),
  },
  deleteTag: { query: "mutation M($id: ID!) { deleteTag(id: $id) }", variables: (i) => ({ id: i.tag }) },
  renameIndustry: {
    query: 'mutation M($id: ID!) { renameIndustry(id: $id, name: "Taken") { id } }',
    variables: (i) => ({ id: i.industry }),
  },
  deleteIndustry: {
    query: "mutation M($id: ID!) { deleteIndustry(id: $id) }",
    variables: (i) => ({ id: i.industry }),
  },
  setStartupTags: {
    query: "mutation M($id: ID!) { setStartupTags(startupId: $id, tagIds: []) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  setStartupIndustries: {
    query: "mutation M($id: ID!) { setStartupIndustries(startupId: $id, industryIds: []) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  setUserTags: {
    query: "mutation M($id: ID!) { setUserTags(userId: $id, tagIds: []) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  setUserIndustries: {
    query: "mutation M($id: ID!) { setUserIndustries(userId: $id, industryIds: []) { id } }",
    variables: (i) => ({ id: i.user }),
  },
};
