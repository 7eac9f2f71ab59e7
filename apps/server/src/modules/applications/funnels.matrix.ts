import { TEAM_ROLES } from "@launchpad/domain";
import { type ForeignIds, nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * The funnel setup (lane A, docs/funnels.md): its queries and mutations. Creating needs
 * FUNNEL:CREATE; the rest lets the team in (a funnel admin keeps rights without the keys,
 * spec-2 §6) and the service decides per funnel (`mayOnFunnel`): NotFound for a funnel the
 * viewer may not read, Forbidden for one they may read but not change.
 */
const team = { roles: [...TEAM_ROLES] };
const badFunnel = { type: "startup", name: "", displayName: {}, slug: "NOT A SLUG" };

export const permissionCases: PermissionCases = {
  funnels: { rule: team, query: "{ funnels { id } }" },
  funnel: {
    rule: team,
    query: "query Q($id: ID!) { funnel(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  funnelSetupOptions: { rule: team, query: "{ funnelSetupOptions { programs { id } } }" },
  createFunnel: {
    rule: { permission: "FUNNEL:CREATE" },
    query: "mutation M($i: CreateFunnelInput!) { createFunnel(input: $i) { id } }",
    variables: () => ({ i: badFunnel }),
  },
  updateFunnel: {
    rule: team,
    query: 'mutation M($id: ID!) { updateFunnel(id: $id, input: { name: "x" }) { id } }',
    variables: () => ({ id: nobody }),
  },
  deleteFunnel: {
    rule: team,
    query: "mutation M($id: ID!) { deleteFunnel(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  setFunnelAdmins: {
    rule: team,
    query: "mutation M($id: ID!) { setFunnelAdmins(funnelId: $id, userIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
  saveRound: {
    rule: team,
    query:
      'mutation M($id: ID!) { saveRound(funnelId: $id, input: { type: form, name: { en: "R" }, formId: $id }) { id } }',
    variables: () => ({ id: nobody }),
  },
  deleteRound: {
    rule: team,
    query: "mutation M($id: ID!) { deleteRound(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  moveRound: {
    rule: team,
    query: "mutation M($id: ID!) { moveRound(id: $id, position: 2) { id } }",
    variables: () => ({ id: nobody }),
  },
  saveRoundEmail: {
    rule: team,
    query:
      'mutation M($id: ID!) { saveRoundEmail(roundId: $id, input: { kind: invitation, subject: { en: "S" }, body: { en: "B" }, timing: now }) { id } }',
    variables: () => ({ id: nobody }),
  },
  deleteRoundEmail: {
    rule: team,
    query: "mutation M($id: ID!) { deleteRoundEmail(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

/** Another organisation's funnel, round and round e-mail (the tenant matrix's, from Orbit Labs' demo). */
const foreign = (i: ForeignIds) => ({ funnel: i.funnel, round: i.round, roundEmail: i.roundEmail });

export const tenantCases: TenantCases = {
  funnel: {
    query: "query Q($id: ID!) { funnel(id: $id) { id rounds { id emails { id } } } }",
    variables: (i) => ({ id: foreign(i).funnel }),
  },
  // Another organisation's intake form (or programme) is not found either: nothing is created.
  createFunnel: {
    query: "mutation M($i: CreateFunnelInput!) { createFunnel(input: $i) { id } }",
    variables: (i) => ({
      i: {
        type: "startup",
        name: "Taken over",
        displayName: { en: "x" },
        slug: "taken-over",
        intakeFormId: i.form,
      },
    }),
  },
  "createFunnel.programIds": {
    query: "mutation M($i: CreateFunnelInput!) { createFunnel(input: $i) { id } }",
    variables: (i) => ({
      i: {
        type: "startup",
        name: "Taken over",
        displayName: { en: "x" },
        slug: "taken-over",
        programIds: [i.program],
      },
    }),
  },
  updateFunnel: {
    query: 'mutation M($id: ID!) { updateFunnel(id: $id, input: { name: "Taken over" }) { id } }',
    variables: (i) => ({ id: foreign(i).funnel }),
  },
  deleteFunnel: {
    query: "mutation M($id: ID!) { deleteFunnel(id: $id) }",
    variables: (i) => ({ id: foreign(i).funnel }),
  },
  setFunnelAdmins: {
    query: "mutation M($id: ID!) { setFunnelAdmins(funnelId: $id, userIds: []) { id } }",
    variables: (i) => ({ id: foreign(i).funnel }),
  },
  saveRound: {
    query:
      'mutation M($id: ID!, $u: ID!) { saveRound(funnelId: $id, input: { type: meeting, name: { en: "R" }, meeting: { durationMinutes: 30, mode: online, hostIds: [$u] } }) { id } }',
    variables: (i) => ({ id: foreign(i).funnel, u: i.user }),
  },
  // Updating another organisation's round through one's own funnel id finds no such round either.
  "saveRound.input": {
    query:
      'mutation M($f: ID!, $id: ID!) { saveRound(funnelId: $f, input: { id: $id, type: form, name: { en: "R" } }) { id } }',
    variables: (i) => ({ f: foreign(i).funnel, id: foreign(i).round }),
  },
  deleteRound: {
    query: "mutation M($id: ID!) { deleteRound(id: $id) { id } }",
    variables: (i) => ({ id: foreign(i).round }),
  },
  moveRound: {
    query: "mutation M($id: ID!) { moveRound(id: $id, position: 2) { id } }",
    variables: (i) => ({ id: foreign(i).round }),
  },
  saveRoundEmail: {
    query:
      'mutation M($id: ID!) { saveRoundEmail(roundId: $id, input: { kind: invitation, subject: { en: "S" }, body: { en: "B" }, timing: now }) { id } }',
    variables: (i) => ({ id: foreign(i).round }),
  },
  deleteRoundEmail: {
    query: "mutation M($id: ID!) { deleteRoundEmail(id: $id) { id } }",
    variables: (i) => ({ id: foreign(i).roundEmail }),
  },
};
