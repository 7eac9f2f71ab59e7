import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** notifications: every field is the signed-in user's own (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  notifications: {
    rule: { authenticated: true },
    query: "{ notifications { pageSize } }",
  },
  unseenNotifications: {
    rule: { authenticated: true },
    query: "{ unseenNotifications { count } }",
  },
  notificationPreferences: {
    rule: { authenticated: true },
    query: "{ notificationPreferences { digestFrequency } }",
  },
  markNotificationsRead: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { markNotificationsRead(ids: [$id]) { id } }",
    variables: () => ({ id: nobody }),
  },
  setNotificationsLastSeen: {
    rule: { authenticated: true },
    // Invalid input: an allowed call is refused by validation and records nothing.
    query: 'mutation { setNotificationsLastSeen(timestamp: "not a time") { count } }',
  },
  updateNotificationPreferences: {
    rule: { authenticated: true },
    query:
      'mutation { updateNotificationPreferences(input: { digestFrequency: "HOURLY" }) { digestFrequency } }',
  },
};

export const tenantCases: TenantCases = {
  // Another tenant's ids (a user's, a meeting's) name none of the viewer's notifications.
  markNotificationsRead: {
    query: "mutation M($a: ID!, $b: ID!) { markNotificationsRead(ids: [$a, $b]) { id } }",
    variables: (i) => ({ a: i.user, b: i.meeting }),
    expectData: (data) => expect(data.markNotificationsRead).toEqual([]),
  },
};
