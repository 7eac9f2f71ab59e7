import { type ForeignIds, nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * Applying (lane B, docs/applying.md): the public page's funnel and applyToFunnel are public
 * (the service decides: signed out makes an account, signed in needs APPLICATION_DRAFT:ACCESS);
 * the applicant's own reads need a session and find only their own applications; saving a
 * draft needs APPLICATION_DRAFT:ACCESS.
 */
const ROUND_FORM = "query Q($id: ID!) { applicationRoundForm(applicationId: $id, roundId: $id) { formId } }";
const SAVE =
  "mutation M($id: ID!) { saveApplicationAnswers(applicationId: $id, roundId: $id, answers: {}, submit: false) { responseStatus } }";

export const permissionCases: PermissionCases = {
  publicFunnel: {
    rule: { public: true },
    query: 'query { publicFunnel(slug: "no-such-funnel") { id } }',
  },
  applyToFunnel: {
    rule: { public: true },
    // An unknown funnel: refused (NotFound) before any account or application is made.
    query: 'mutation { applyToFunnel(input: { slug: "no-such-funnel" }) { token } }',
  },
  openFunnels: { rule: { permission: "APPLICATION_DRAFT:ACCESS" }, query: "{ openFunnels { id } }" },
  myApplications: { rule: { authenticated: true }, query: "{ myApplications { id } }" },
  myApplication: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { myApplication(applicationId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  applicationRoundForm: {
    rule: { authenticated: true },
    query: ROUND_FORM,
    variables: () => ({ id: nobody }),
  },
  saveApplicationAnswers: {
    rule: { permission: "APPLICATION_DRAFT:ACCESS" },
    query: SAVE,
    variables: () => ({ id: nobody }),
  },
};

/** Another organisation's application (the tenant matrix's, from Orbit Labs' demo). */
const foreignApplication = (i: ForeignIds) => i.application;

export const tenantCases: TenantCases = {
  // Only the viewer's own applications: another organisation's is not found, its answers untouched.
  myApplication: {
    query: "query Q($id: ID!) { myApplication(applicationId: $id) { id } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  applicationRoundForm: { query: ROUND_FORM, variables: (i) => ({ id: foreignApplication(i) }) },
  saveApplicationAnswers: { query: SAVE, variables: (i) => ({ id: foreignApplication(i) }) },
};
