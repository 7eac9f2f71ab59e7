import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * events: the matrix cases of its queries and mutations (test/matrix.ts). Allowed calls name
 * no event (`nobody`) or bad input, so they fail later (NotFound, Validation) and write nothing.
 */
const signedIn = { authenticated: true } as const;
const INPUT =
  '{ eventType: GROUP, title: "", startTime: "2030-01-01T10:00:00Z", endTime: "2030-01-01T09:00:00Z" }';

export const permissionCases: PermissionCases = {
  incubatorEvents: {
    rule: signedIn,
    query: '{ incubatorEvents(filter: { search: "zzzz-nobody" }) { nextCursor } }',
  },
  incubatorEvent: {
    rule: signedIn,
    query: "query Q($id: ID!) { incubatorEvent(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  createIncubatorEvent: {
    rule: { permission: "EVENT:CREATE" },
    query: `mutation { createIncubatorEvent(input: ${INPUT}) { id } }`,
  },
  updateIncubatorEvent: {
    rule: signedIn,
    query: 'mutation M($id: ID!) { updateIncubatorEvent(id: $id, input: { title: "x" }) { id } }',
    variables: () => ({ id: nobody }),
  },
  deleteIncubatorEvent: {
    rule: signedIn,
    query: "mutation M($id: ID!) { deleteIncubatorEvent(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  registerForIncubatorEvent: {
    rule: signedIn,
    query: "mutation M($id: ID!) { registerForIncubatorEvent(incubatorEventId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  acceptIncubatorEventOffer: {
    rule: signedIn,
    query: "mutation M($id: ID!) { acceptIncubatorEventOffer(incubatorEventId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  cancelIncubatorEventAttendee: {
    rule: signedIn,
    query:
      "mutation M($id: ID!) { cancelIncubatorEventAttendee(incubatorEventId: $id, eventAttendeeId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
};

const create = (field: string, type = "ID!") =>
  `mutation M($id: ${type}) { createIncubatorEvent(input: { eventType: GROUP, title: "Taken", startTime: "2030-01-01T10:00:00Z", endTime: "2030-01-01T11:00:00Z", ${field} }) { id } }`;

export const tenantCases: TenantCases = {
  incubatorEvents: {
    query:
      "query Q($id: ID!) { incubatorEvents(filter: { topicIds: [$id], tagIds: [$id] }) { results { id } } }",
    variables: (i) => ({ id: i.tag }),
    expectData: (data) => expect(data.incubatorEvents).toEqual({ results: [] }),
  },
  incubatorEvent: {
    query: "query Q($id: ID!) { incubatorEvent(id: $id) { id } }",
    variables: (i) => ({ id: i.event }),
  },
  updateIncubatorEvent: {
    query: 'mutation M($id: ID!) { updateIncubatorEvent(id: $id, input: { title: "Taken" }) { id } }',
    variables: (i) => ({ id: i.event }),
  },
  deleteIncubatorEvent: {
    query: "mutation M($id: ID!) { deleteIncubatorEvent(id: $id) }",
    variables: (i) => ({ id: i.event }),
  },
  registerForIncubatorEvent: {
    query: "mutation M($id: ID!) { registerForIncubatorEvent(incubatorEventId: $id) { id } }",
    variables: (i) => ({ id: i.event }),
  },
  acceptIncubatorEventOffer: {
    query: "mutation M($id: ID!) { acceptIncubatorEventOffer(incubatorEventId: $id) { id } }",
    variables: (i) => ({ id: i.event }),
  },
  cancelIncubatorEventAttendee: {
    query:
      "mutation M($e: ID!, $a: ID!) { cancelIncubatorEventAttendee(incubatorEventId: $e, eventAttendeeId: $a) { id } }",
    variables: (i) => ({ e: i.event, a: i.eventAttendee }),
  },
  "cancelIncubatorEventAttendee.eventAttendeeId": {
    query:
      "mutation M($e: ID!, $a: ID!) { cancelIncubatorEventAttendee(incubatorEventId: $e, eventAttendeeId: $a) { id } }",
    variables: (i) => ({ e: i.demoEvent, a: i.eventAttendee }),
  },
  createIncubatorEvent: { query: create("hostIds: [$id]"), variables: (i) => ({ id: i.user }) },
  "createIncubatorEvent.editPermissionUserId": {
    query: create("editPermissionUserId: $id"),
    variables: (i) => ({ id: i.user }),
  },
  "createIncubatorEvent.topicIds": { query: create("topicIds: [$id]"), variables: (i) => ({ id: i.tag }) },
  "createIncubatorEvent.visibility": {
    query: create("visibility: { startupPrograms: { is: [$id] } }", "String!"),
    variables: (i) => ({ id: i.program }),
  },
};
