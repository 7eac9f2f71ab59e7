import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** calendar: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  eventsByCustomerId: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { eventsByCustomerId(customerId: $id, start: 0, end: 3600) { id } }",
    variables: (caller) => ({ id: caller.userId }),
  },
  icsFileById: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { icsFileById(id: $id) { ics } }",
    variables: () => ({ id: nobody }),
  },
  calendarLink: {
    rule: { authenticated: true },
    query:
      'query Q($id: ID!) { calendarLink(eventId: $id, eventType: "CalendarEvent", calendarType: GOOGLE) }',
    variables: () => ({ id: nobody }),
  },
  calendarFeed: {
    rule: { authenticated: true },
    query: "{ calendarFeed { active } }",
  },
  // Makes the caller an address: the matrix's copy of the database is its own.
  createCalendarFeed: {
    rule: { authenticated: true },
    query: "mutation { createCalendarFeed { createdAt } }",
  },
  revokeCalendarFeed: {
    rule: { authenticated: true },
    query: "mutation { revokeCalendarFeed }",
  },
};

export const tenantCases: TenantCases = {
  eventsByCustomerId: {
    query:
      "query Q($id: ID!) { eventsByCustomerId(customerId: $id, start: 1893456000, end: 1924992000) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  icsFileById: {
    query: "query Q($id: ID!) { icsFileById(id: $id) { ics } }",
    variables: (i) => ({ id: i.meeting }),
  },
  calendarLink: {
    query:
      'query Q($id: ID!) { calendarLink(eventId: $id, eventType: "CalendarEvent", calendarType: GOOGLE) }',
    variables: (i) => ({ id: i.meeting }),
  },
};
