import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** milestones: the matrix cases of its queries and mutations (test/matrix.ts). */
const VIEW = "STARTUP_FILE:VIEW";
const CREATE = "STARTUP_MILESTONE:CREATE";
const EDIT = "STARTUP_MILESTONE:EDIT";
const PLAN = "{ id name progress { percent } }";

export const permissionCases: PermissionCases = {
  milestonePlans: {
    rule: { permission: VIEW },
    query: "query Q($id: ID!) { milestonePlans(startupId: $id) { viewerCanCreate } }",
    variables: () => ({ id: nobody }),
  },
  milestonePlan: {
    rule: { anyPermission: [VIEW, CREATE, EDIT] },
    query: `query Q($id: ID!) { milestonePlan(id: $id) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  milestoneTemplates: {
    rule: { anyPermission: [CREATE, EDIT] },
    query: `{ milestoneTemplates ${PLAN} }`,
  },
  createMilestonePlan: {
    rule: { permission: CREATE },
    query: `mutation M($id: ID!) { createMilestonePlan(input: { startupId: $id, name: "Plan" }) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  updateMilestonePlan: {
    rule: { permission: EDIT },
    query: `mutation M($id: ID!) { updateMilestonePlan(id: $id, input: { name: "Plan" }) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  deleteMilestonePlan: {
    rule: { permission: EDIT },
    query: "mutation M($id: ID!) { deleteMilestonePlan(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  duplicateMilestonePlan: {
    rule: { permission: CREATE },
    query: `mutation M($id: ID!) { duplicateMilestonePlan(id: $id) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  applyMilestoneTemplate: {
    rule: { permission: CREATE },
    query: `mutation M($id: ID!) { applyMilestoneTemplate(templateId: $id, startupIds: [$id]) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  addMilestone: {
    rule: { permission: EDIT },
    query: `mutation M($id: ID!) { addMilestone(input: { planId: $id, title: "Step" }) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  updateMilestone: {
    rule: { permission: EDIT },
    query: `mutation M($id: ID!) { updateMilestone(id: $id, input: { title: "Step" }) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  deleteMilestone: {
    rule: { permission: EDIT },
    query: `mutation M($id: ID!) { deleteMilestone(id: $id) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
  setMilestoneDone: {
    rule: { permission: EDIT },
    query: `mutation M($id: ID!) { setMilestoneDone(id: $id, done: true) ${PLAN} }`,
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  milestonePlans: {
    query: "query Q($id: ID!) { milestonePlans(startupId: $id) { viewerCanCreate } }",
    variables: (i) => ({ id: i.startup }),
  },
  milestonePlan: {
    query: `query Q($id: ID!) { milestonePlan(id: $id) ${PLAN} }`,
    variables: (i) => ({ id: i.milestonePlan }),
  },
  "milestonePlan.template": {
    query: `query Q($id: ID!) { milestonePlan(id: $id) ${PLAN} }`,
    variables: (i) => ({ id: i.milestoneTemplate }),
  },
  createMilestonePlan: {
    query: `mutation M($id: ID!) { createMilestonePlan(input: { startupId: $id, name: "Taken" }) ${PLAN} }`,
    variables: (i) => ({ id: i.startup }),
  },
  "createMilestonePlan.templateId": {
    query: `mutation M($id: ID!) { createMilestonePlan(input: { templateId: $id, name: "Taken" }) ${PLAN} }`,
    variables: (i) => ({ id: i.milestoneTemplate }),
  },
  updateMilestonePlan: {
    query: `mutation M($id: ID!) { updateMilestonePlan(id: $id, input: { name: "Taken" }) ${PLAN} }`,
    variables: (i) => ({ id: i.milestonePlan }),
  },
  deleteMilestonePlan: {
    query: "mutation M($id: ID!) { deleteMilestonePlan(id: $id) }",
    variables: (i) => ({ id: i.milestonePlan }),
  },
  duplicateMilestonePlan: {
    query: `mutation M($id: ID!) { duplicateMilestonePlan(id: $id) ${PLAN} }`,
    variables: (i) => ({ id: i.milestonePlan }),
  },
  "duplicateMilestonePlan.startupId": {
    query: `mutation M($id: ID!, $to: ID!) { duplicateMilestonePlan(id: $id, input: { startupId: $to }) ${PLAN} }`,
    variables: (i) => ({ id: i.demoMilestonePlan, to: i.startup }),
  },
  applyMilestoneTemplate: {
    query: `mutation M($id: ID!, $to: ID!) { applyMilestoneTemplate(templateId: $id, startupIds: [$to]) ${PLAN} }`,
    variables: (i) => ({ id: i.milestoneTemplate, to: i.demoStartup }),
  },
  "applyMilestoneTemplate.startupIds": {
    query: `mutation M($id: ID!, $to: ID!) { applyMilestoneTemplate(templateId: $id, startupIds: [$to]) ${PLAN} }`,
    variables: (i) => ({ id: i.demoMilestoneTemplate, to: i.startup }),
  },
  addMilestone: {
    query: `mutation M($id: ID!) { addMilestone(input: { planId: $id, title: "Taken" }) ${PLAN} }`,
    variables: (i) => ({ id: i.milestonePlan }),
  },
  "addMilestone.parentId": {
    query: `mutation M($id: ID!, $parent: ID!) { addMilestone(input: { planId: $id, parentId: $parent, title: "Taken" }) ${PLAN} }`,
    variables: (i) => ({ id: i.demoMilestonePlan, parent: i.milestone }),
  },
  updateMilestone: {
    query: `mutation M($id: ID!) { updateMilestone(id: $id, input: { title: "Taken" }) ${PLAN} }`,
    variables: (i) => ({ id: i.milestone }),
  },
  deleteMilestone: {
    query: `mutation M($id: ID!) { deleteMilestone(id: $id) ${PLAN} }`,
    variables: (i) => ({ id: i.milestone }),
  },
  setMilestoneDone: {
    query: `mutation M($id: ID!) { setMilestoneDone(id: $id, done: true) ${PLAN} }`,
    variables: (i) => ({ id: i.milestone }),
  },
};
