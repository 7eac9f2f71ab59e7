import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** portfolio: the matrix cases of its queries and mutations (test/matrix.ts). */
const CREATORS = ["Cofounder", "Admin", "AdminCoach", "SubAdmin", "Staff"] as const;
const TEAM = ["Admin", "AdminCoach", "SubAdmin", "Staff"] as const;
const MEMBERS_KEY = { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" };
const ids = () => ({ id: nobody, user: nobody });

export const permissionCases: PermissionCases = {
  portfolio: { rule: { permission: "STARTUP_FILE:VIEW" }, query: "{ portfolio { total } }" },
  startupFile: { rule: { permission: "STARTUP_FILE:VIEW" }, query: "{ startupFile { id } }" },
  startupConnections: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { startupConnections(startupId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  // An empty name: refused as invalid, nothing created.
  createStartup: {
    rule: { roles: [...CREATORS] },
    query: 'mutation { createStartup(input: { name: "" }) { id } }',
  },
  startupLimits: { rule: { roles: [...CREATORS] }, query: "{ startupLimits { max current } }" },
  updateStartup: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: 'mutation M($id: ID!) { updateStartup(id: $id, input: { website: "x.io" }) { id } }',
    variables: ids,
  },
  addStartupMember: {
    rule: MEMBERS_KEY,
    query: "mutation M($id: ID!, $user: ID!) { addStartupMember(startupId: $id, userId: $user) { id } }",
    variables: ids,
  },
  setStartupMemberRole: {
    rule: MEMBERS_KEY,
    query:
      'mutation M($id: ID!, $user: ID!) { setStartupMemberRole(startupId: $id, userId: $user, role: "CEO") { id } }',
    variables: ids,
  },
  removeStartupMember: {
    rule: MEMBERS_KEY,
    query: "mutation M($id: ID!, $user: ID!) { removeStartupMember(startupId: $id, userId: $user) { id } }",
    variables: ids,
  },
  startupMemberCandidates: {
    rule: MEMBERS_KEY,
    query: "query Q($id: ID!) { startupMemberCandidates(startupId: $id) { id } }",
    variables: ids,
  },
  setStartupConnection: {
    rule: { roles: [...TEAM] },
    query:
      "mutation M($id: ID!, $user: ID!) { setStartupConnection(startupId: $id, userId: $user, minutesAllocated: 60) { id } }",
    variables: ids,
  },
  removeStartupConnection: {
    rule: { roles: [...TEAM] },
    query:
      "mutation M($id: ID!, $user: ID!) { removeStartupConnection(startupId: $id, userId: $user) { id } }",
    variables: ids,
  },
  startupConnectionCandidates: {
    rule: { roles: [...TEAM] },
    query: "query Q($id: ID!) { startupConnectionCandidates(startupId: $id) { id } }",
    variables: ids,
  },
  setUpForStartupLinks: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { setUpForStartupLinks(startupId: $id) { key } }",
    variables: ids,
  },
};

const onStartup = (query: string) => ({
  query,
  variables: (i: { startup: string; user: string }) => ({ id: i.startup, user: i.user }),
});

export const tenantCases: TenantCases = {
  startupFile: {
    query: "query Q($id: ID!) { startupFile(id: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
    expectData: (data) => expect(data.startupFile).toBeNull(),
  },
  startupConnections: {
    query: "query Q($id: ID!) { startupConnections(startupId: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  createStartup: {
    query: 'mutation M($user: ID!) { createStartup(input: { name: "Taken", memberIds: [$user] }) { id } }',
    variables: (i) => ({ user: i.user }),
  },
  "createStartup.programIds": {
    query: 'mutation M($p: ID!) { createStartup(input: { name: "Taken", programIds: [$p] }) { id } }',
    variables: (i) => ({ p: i.program }),
  },
  updateStartup: onStartup(
    'mutation M($id: ID!) { updateStartup(id: $id, input: { name: "Taken", website: "x.io" }) { id } }',
  ),
  addStartupMember: onStartup(
    "mutation M($id: ID!, $user: ID!) { addStartupMember(startupId: $id, userId: $user) { id } }",
  ),
  setStartupMemberRole: onStartup(
    'mutation M($id: ID!, $user: ID!) { setStartupMemberRole(startupId: $id, userId: $user, role: "Taken") { id } }',
  ),
  removeStartupMember: onStartup(
    "mutation M($id: ID!, $user: ID!) { removeStartupMember(startupId: $id, userId: $user) { id } }",
  ),
  startupMemberCandidates: onStartup("query Q($id: ID!) { startupMemberCandidates(startupId: $id) { id } }"),
  setStartupConnection: onStartup(
    "mutation M($id: ID!, $user: ID!) { setStartupConnection(startupId: $id, userId: $user, minutesAllocated: 60) { id } }",
  ),
  removeStartupConnection: onStartup(
    "mutation M($id: ID!, $user: ID!) { removeStartupConnection(startupId: $id, userId: $user) { id } }",
  ),
  startupConnectionCandidates: onStartup(
    "query Q($id: ID!) { startupConnectionCandidates(startupId: $id) { id } }",
  ),
  setUpForStartupLinks: onStartup("query Q($id: ID!) { setUpForStartupLinks(startupId: $id) { key } }"),
};
