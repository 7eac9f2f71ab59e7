import { type ForeignIds, nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * The application file (lane D, docs/application-file.md): the matrix cases of application(id)
 * and the file's mutations. Every field is open to signed-in users at the scope level (funnel
 * admins act without the keys, spec-2 §6) and decided in the service: readableApplication
 * (NotFound for anyone who may not read it), then the key on its funnel (mayManage).
 */
export const permissionCases: PermissionCases = {
  application: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { application(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  decideApplicationRound: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { decideApplicationRound(id: $id, decision: ACCEPT) { id } }",
    variables: () => ({ id: nobody }),
  },
  moveApplicationToRound: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { moveApplicationToRound(id: $id, roundId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  moveApplicationToFunnel: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { moveApplicationToFunnel(id: $id, funnelId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  resetApplicationToDraft: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { resetApplicationToDraft(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  deleteApplication: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { deleteApplication(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  setApplicationTags: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { setApplicationTags(id: $id, tagIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
  addApplicationComment: {
    rule: { authenticated: true },
    query: 'mutation M($id: ID!) { addApplicationComment(applicationId: $id, body: "Hello") { id } }',
    variables: () => ({ id: nobody }),
  },
};

/** Another organisation's application (the tenant matrix's, from Orbit Labs' demo). */
const foreignApplication = (i: ForeignIds) => i.application;

export const tenantCases: TenantCases = {
  application: {
    query: "query Q($id: ID!) { application(id: $id) { id applicant { id } comments { id } } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  // Deciding, moving, resetting, deleting, tagging or commenting another organisation's
  // application finds nothing and writes nothing (no status, no e-mail, no comment).
  decideApplicationRound: {
    query:
      "mutation M($id: ID!) { decideApplicationRound(id: $id, decision: REJECT, includeReviewerComments: true) { id } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  moveApplicationToRound: {
    query: "mutation M($id: ID!) { moveApplicationToRound(id: $id, roundId: $id) { id } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  moveApplicationToFunnel: {
    query: "mutation M($id: ID!) { moveApplicationToFunnel(id: $id, funnelId: $id) { id } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  resetApplicationToDraft: {
    query: "mutation M($id: ID!) { resetApplicationToDraft(id: $id) { id } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  deleteApplication: {
    query: "mutation M($id: ID!) { deleteApplication(id: $id) }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  setApplicationTags: {
    query: "mutation M($id: ID!, $tag: ID!) { setApplicationTags(id: $id, tagIds: [$tag]) { id } }",
    variables: (i) => ({ id: foreignApplication(i), tag: i.tag }),
  },
  addApplicationComment: {
    query:
      'mutation M($id: ID!) { addApplicationComment(applicationId: $id, body: "Hello", forApplicant: true) { id } }',
    variables: (i) => ({ id: foreignApplication(i) }),
  },
};
