import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** timeline: the matrix cases of its queries and mutations (test/matrix.ts). */
const PAGE = "query Q($id: ID!) { startupEventTimeline(startupId: $id) { nextCursor } }";
const USER_PAGE = "query Q($id: ID!) { userTimeline(userId: $id) { nextCursor } }";
const CREATE =
  'mutation M($id: ID!) { createTimelinePost(input: { startupId: $id, message: "Hello" }) { id } }';
const UPDATE = 'mutation M($id: ID!) { updateTimelinePost(input: { id: $id, message: "Edited" }) { id } }';
const DELETE = "mutation M($id: ID!) { deleteTimelinePost(id: $id) }";
const PIN = "mutation M($id: ID!) { pinTimelinePost(id: $id, pinned: true) { __typename } }";

const FILE = { permission: "STARTUP_FILE:VIEW" };
const byId = () => ({ id: nobody });

export const permissionCases: PermissionCases = {
  startupEventTimeline: { rule: FILE, query: PAGE, variables: byId },
  userTimeline: { rule: { authenticated: true }, query: USER_PAGE, variables: byId },
  createTimelinePost: { rule: FILE, query: CREATE, variables: byId },
  updateTimelinePost: { rule: FILE, query: UPDATE, variables: byId },
  deleteTimelinePost: { rule: FILE, query: DELETE, variables: byId },
  pinTimelinePost: { rule: FILE, query: PIN, variables: byId },
};

export const tenantCases: TenantCases = {
  startupEventTimeline: { query: PAGE, variables: (i) => ({ id: i.startup }) },
  userTimeline: { query: USER_PAGE, variables: (i) => ({ id: i.user }) },
  createTimelinePost: { query: CREATE, variables: (i) => ({ id: i.startup }) },
  updateTimelinePost: { query: UPDATE, variables: (i) => ({ id: i.timelinePost }) },
  deleteTimelinePost: { query: DELETE, variables: (i) => ({ id: i.timelinePost }) },
  pinTimelinePost: { query: PIN, variables: (i) => ({ id: i.timelinePost }) },
};
