import type { PermissionCases, TenantCases } from "../../test/matrix.ts";

/** availability: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  availability: { rule: { authenticated: true }, query: "{ availability { userId } }" },
  updateAvailability: {
    rule: { authenticated: true },
    query:
      'mutation { updateAvailability(input: { timezone: "Mars/Olympus", weeklyHours: [], overrides: [], coachingMeetingSettings: { enabled: false, availableDurationsInMins: [], minimumNoticeHours: 0 } }) { userId } }',
  },
};

export const tenantCases: TenantCases = {
  availability: {
    query: "query Q($id: ID!) { availability(userId: $id) { userId } }",
    variables: (i) => ({ id: i.user }),
  },
  updateAvailability: {
    query:
      'mutation M($id: ID!) { updateAvailability(userId: $id, input: { timezone: "UTC", weeklyHours: [], overrides: [], coachingMeetingSettings: { enabled: false, availableDurationsInMins: [], minimumNoticeHours: 0 } }) { userId } }',
    variables: (i) => ({ id: i.user }),
  },
};
