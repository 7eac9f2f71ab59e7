import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** booking: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  getFreeSlotsByCustomerIds: {
    rule: { authenticated: true },
    query:
      "query Q($id: ID!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: { start: 0, end: 60 }, durationInMinutes: 30) { customerId } }",
    variables: () => ({ id: nobody }),
  },
  freeSlotsOverlappingByCustomerIds: {
    rule: { authenticated: true },
    query:
      "query Q($id: ID!) { freeSlotsOverlappingByCustomerIds(customerIds: [$id], interval: { start: 0, end: 60 }, durationInMinutes: 30) { customerIds } }",
    variables: () => ({ id: nobody }),
  },
  getProfileCoachingMeetingSettings: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { getProfileCoachingMeetingSettings(userIds: [$id]) { userId } }",
    variables: () => ({ id: nobody }),
  },
  usersByIds: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { usersByIds(ids: [$id]) { id } }",
    variables: () => ({ id: nobody }),
  },
  calendarEvents: {
    rule: { authenticated: true },
    query: "{ calendarEvents(start: 0, end: 3600) { id } }",
  },
  calendarEvent: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { calendarEvent(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  updateCalendarEvent: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { updateCalendarEvent(input: { id: $id, start: 0 }) { id } }",
    variables: () => ({ id: nobody }),
  },
  cancelCalendarEvent: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { cancelCalendarEvent(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  createCalendarEvent: {
    rule: { authenticated: true },
    query:
      "mutation M($id: ID!) { createCalendarEvent(input: { hostIds: [$id], start: 0, durationInMinutes: 30 }) { id } }",
    variables: () => ({ id: nobody }),
  },
  incubatorEventBooking: {
    rule: { authenticated: true },
    query:
      "query Q($id: ID!) { incubatorEventBooking(eventId: $id) { eventId freeSlots(interval: { start: 0, end: 60 }) { customerId } } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  // Another organisation's event: not found (whose hosts and slots nobody here may read).
  incubatorEventBooking: {
    query:
      "query Q($id: ID!) { incubatorEventBooking(eventId: $id) { eventId freeSlots(interval: { start: 0, end: 3600 }) { customerId } } }",
    variables: (i) => ({ id: i.event }),
  },
  // Booking against another organisation's event writes nothing.
  "createCalendarEvent.contextId": {
    query:
      'mutation M($h: ID!, $e: ID!) { createCalendarEvent(input: { hostIds: [$h], start: 2000000000, durationInMinutes: 30, contextType: "IncubatorEvent", contextId: $e }) { id } }',
    variables: (i) => ({ h: i.demoUser, e: i.event }),
  },
  getFreeSlotsByCustomerIds: {
    query:
      "query Q($id: ID!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: { start: 0, end: 3600 }, durationInMinutes: 30) { customerId } }",
    variables: (i) => ({ id: i.user }),
  },
  // A foreign meeting cannot be left out of a demo host's busy time either.
  "getFreeSlotsByCustomerIds.excludeEventId": {
    query:
      "query Q($h: ID!, $m: ID) { getFreeSlotsByCustomerIds(customerIds: [$h], interval: { start: 0, end: 3600 }, durationInMinutes: 30, excludeEventId: $m) { customerId } }",
    variables: (i) => ({ h: i.demoUser, m: i.meeting }),
  },
  freeSlotsOverlappingByCustomerIds: {
    query:
      "query Q($id: ID!) { freeSlotsOverlappingByCustomerIds(customerIds: [$id], interval: { start: 0, end: 3600 }, durationInMinutes: 30) { customerIds } }",
    variables: (i) => ({ id: i.user }),
  },
  getProfileCoachingMeetingSettings: {
    query: "query Q($id: ID!) { getProfileCoachingMeetingSettings(userIds: [$id]) { userId } }",
    variables: (i) => ({ id: i.user }),
  },
  usersByIds: {
    query: "query Q($id: ID!) { usersByIds(ids: [$id]) { id } }",
    variables: (i) => ({ id: i.user }),
    expectData: (data) => expect(data.usersByIds).toEqual([]),
  },
  cancelCalendarEvent: {
    query: "mutation M($id: ID!) { cancelCalendarEvent(id: $id) { id } }",
    variables: (i) => ({ id: i.meeting }),
  },
  createCalendarEvent: {
    query:
      "mutation M($id: ID!) { createCalendarEvent(input: { hostIds: [$id], start: 2000000000, durationInMinutes: 30 }) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  updateCalendarEvent: {
    query: "mutation M($id: ID!) { updateCalendarEvent(input: { id: $id, start: 2000000000 }) { id } }",
    variables: (i) => ({ id: i.meeting }),
  },
  calendarEvent: {
    query: "query Q($id: ID!) { calendarEvent(id: $id) { id } }",
    variables: (i) => ({ id: i.meeting }),
    expectData: (data) => expect(data.calendarEvent).toBeNull(),
  },
  calendarEvents: {
    query:
      "query Q($id: ID!) { calendarEvents(customerIds: [$id], start: 1893456000, end: 1924992000) { id } }",
    variables: (i) => ({ id: i.user }),
  },
};
