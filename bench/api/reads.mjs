// The hot reads bench/api.mjs measures, each as the web app sends it (its operation and
// fragments from apps/web/src/features/*/api), with the viewer and variables it uses.
const USER_CARD = "id fullName firstName lastName email timezone roleLabel roleType avatar headline";

const CALENDAR_EVENT = `id start end summary description location status sequence organizer { ${USER_CARD} } attendees { id fullName } durationInMinutes referenceType referenceId referenceName viewerIsHost canReschedule canCancel hosts { ${USER_CARD} }`;

const TASK_FIELDS =
  "fragment TaskFields on Task { id name dueDate tag url taskType automated isGroupTask approvalStatus completionStatus canEdit createdBy { id fullName } startup { id name } assignees { user { id fullName } done status type value } }";

const DAY = 86_400;

/** @typedef {{ window: number, coachId: string }} Fixture  window: the first second of the 3 months */

export const READS = [
  {
    // Not a read of the app: the fixed cost of one signed-in GraphQL request (HTTP, hooks,
    // tenant, JWT, session, Yoga, an empty execution), the floor under every read below.
    name: "floor",
    viewer: "founder@demo.test",
    operation: "Floor",
    query: "query Floor { __typename }",
    variables: () => ({}),
  },
  {
    name: "currentUser",
    viewer: "founder@demo.test",
    operation: "CurrentUser",
    query: `query CurrentUser { currentUser { id email firstName lastName fullName language status validated role { id type label isCustom userAccess { visibilitySettings roles } startupAccess { visibilitySettings } } startups { id name } } }`,
    variables: () => ({}),
  },
  {
    // The calendar page's meetings as it asks for them (calendar-page.query.ts: no ICS, a card
    // asks for its own when downloaded), over the founder's 3 months of 200 meetings.
    name: "calendarEvents",
    viewer: "founder@demo.test",
    operation: "CalendarEvents",
    query: `query CalendarEvents($start: Int!, $end: Int!) { calendarEvents(start: $start, end: $end) { ${CALENDAR_EVENT} } }`,
    variables: (f) => ({ start: f.window, end: f.window + 91 * DAY }),
  },
  {
    // The same 200 meetings each with its ICS text: what the list cost when the web asked for
    // every card's ICS, the upper bound of ICS on demand (one meeting's is 1/200 of it).
    name: "calendarIcs",
    viewer: "founder@demo.test",
    operation: "CalendarEventsIcs",
    query: `query CalendarEventsIcs($start: Int!, $end: Int!) { calendarEvents(start: $start, end: $end) { ${CALENDAR_EVENT.replace("referenceName", "referenceName ics")} } }`,
    variables: (f) => ({ start: f.window, end: f.window + 91 * DAY }),
  },
  {
    name: "freeSlots",
    viewer: "founder@demo.test",
    operation: "GetFreeSlotsByCustomerIds",
    query: `query GetFreeSlotsByCustomerIds($customerIds: [ID!]!, $interval: IntervalInput!, $durationInMinutes: Int!, $excludeEventId: ID) { getFreeSlotsByCustomerIds(customerIds: $customerIds, interval: $interval, durationInMinutes: $durationInMinutes, excludeEventId: $excludeEventId) { customerId slots { start end } supportedLocations } }`,
    variables: (f) => ({
      customerIds: [f.coachId],
      interval: { start: f.window + DAY, end: f.window + 31 * DAY },
      durationInMinutes: 60,
    }),
  },
  {
    name: "users",
    viewer: "admin@demo.test",
    operation: "ManagedUsers",
    query: `query ManagedUsers($filter: UserFilterInput, $offset: Int, $limit: Int) { users(filter: $filter, offset: $offset, limit: $limit) { total items { id email firstName lastName fullName status validated createdAt category role { id type label } startups { id name } assignedStartups { id name } programs { id name } } } }`,
    variables: () => ({ offset: 0, limit: 25 }),
  },
  {
    name: "portfolio",
    viewer: "admin@demo.test",
    operation: "Portfolio",
    query: `query Portfolio($search: String, $page: Int, $pageSize: Int) { portfolio(search: $search, page: $page, pageSize: $pageSize) { total items { id name logo website members { id fullName } programs { id name } connections { id startupId assignedUser { ${USER_CARD} } minutesAllocated minutesUsed minutesPending minutesRemaining hourAllocationRequired takesBookings availableDurationsInMins } } } }`,
    variables: () => ({ page: 1, pageSize: 20 }),
  },
  {
    // The bell's first page and badge (issue 14) for a user with 50,000 notifications (scale.sql).
    name: "notifications",
    viewer: "founder@demo.test",
    operation: "NotificationsPage",
    query: `query NotificationsPage($after: String) { notifications(after: $after) { pageSize nextCursor items { ...NotificationFields } } } fragment NotificationFields on Notification { id type isRead createdAt url icon values { actorName startupName applicantName programName startsAt period status } }`,
    variables: () => ({}),
  },
  {
    name: "unseenNotifications",
    viewer: "founder@demo.test",
    operation: "UnseenNotifications",
    query: "query UnseenNotifications { unseenNotifications { count lastSeenTimestamp } }",
    variables: () => ({}),
  },
  {
    // The tasks popup (issue 13, tasks-popup.tsx): the viewer's open tasks, 15 by due date,
    // for a founder with 300 tasks (scale.sql), as the web sends it with its fragment.
    name: "tasksPopup",
    viewer: "founder@demo.test",
    operation: "Tasks",
    query: `query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) { tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) { totalCount next results { ...TaskFields } } } ${TASK_FIELDS}`,
    variables: () => ({ tab: "MINE", limit: 15, queryOptions: { completionStatus: "PENDING" } }),
  },
  {
    // A section of /tasks (task-section.tsx): the same query, one section (the future, in the
    // viewer's zone), the page size by default.
    name: "tasksSection",
    viewer: "founder@demo.test",
    operation: "Tasks",
    query: `query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) { tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) { totalCount next results { ...TaskFields } } } ${TASK_FIELDS}`,
    variables: () => ({
      tab: "MINE",
      section: "FUTURE",
      cursor: null,
      queryOptions: { completionStatus: "PENDING" },
    }),
  },
  {
    // The tasks button's badge, on every signed-in page (task-badge.query.ts).
    name: "taskBadge",
    viewer: "founder@demo.test",
    operation: "TaskBadge",
    query: "query TaskBadge { taskBadge { count horizon } }",
    variables: () => ({}),
  },
];

/** The POST body of a read. */
export function bodyOf(read, fixture) {
  return JSON.stringify({
    operationName: read.operation,
    query: read.query,
    variables: read.variables(fixture),
  });
}
