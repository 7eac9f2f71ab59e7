import { type ForeignIds, nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * Lane G of applications (dashboard, export, leads): the matrix cases of its fields
 * (test/matrix.ts). The export and the leads are open to any signed-in user at the schema
 * (funnel admins keep their rights without the keys, spec-2 §6) and decided in the service;
 * the export's case gives an id that is not one, refused before the plan is read.
 */
export const permissionCases: PermissionCases = {
  applicationsDashboard: {
    rule: { permission: "APPLICATION_DASHBOARD" },
    query: "{ applicationsDashboard { total } }",
  },
  exportApplications: {
    rule: { authenticated: true },
    query: 'mutation { exportApplications(filter: { tagIds: ["not-an-id"] }) { id } }',
  },
  applicationExport: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { applicationExport(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  lead: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { lead(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  transferLead: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!, $f: ID!) { transferLead(id: $id, funnelId: $f) { answersCarried } }",
    variables: () => ({ id: nobody, f: nobody }),
  },
};

/** Another organisation's funnel, application and export (the tenant matrix's, from Orbit Labs' demo). */
const foreign = (i: ForeignIds) => ({
  funnel: i.funnel,
  application: i.application,
  export: i.applicationExport,
});

export const tenantCases: TenantCases = {
  // Another organisation's funnel: not found (its figures are not counted).
  applicationsDashboard: {
    query: "query Q($id: ID!) { applicationsDashboard(filter: { funnelId: $id }) { total } }",
    variables: (i) => ({ id: foreign(i).funnel }),
  },
  // Nothing is queued for another organisation's funnel: not found, before the plan is read.
  exportApplications: {
    query: "mutation M($id: ID!) { exportApplications(filter: { funnelIds: [$id] }) { id } }",
    variables: (i) => ({ id: foreign(i).funnel }),
  },
  applicationExport: {
    query: "query Q($id: ID!) { applicationExport(id: $id) { id } }",
    variables: (i) => ({ id: foreign(i).export }),
  },
  lead: {
    query: "query Q($id: ID!) { lead(id: $id) { id } }",
    variables: (i) => ({ id: foreign(i).application }),
  },
  transferLead: {
    query: "mutation M($id: ID!, $f: ID!) { transferLead(id: $id, funnelId: $f) { answersCarried } }",
    variables: (i) => ({ id: foreign(i).application, f: foreign(i).funnel }),
  },
};
