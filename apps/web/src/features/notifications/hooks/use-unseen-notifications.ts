import { useApolloClient, useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { NOTIFICATION_REFETCH_DELAY_MS } from "@launchpad/domain/notifications";
import { useCallback, useEffect, useRef } from "react";
import { NotificationCreatedSubscription } from "../api/notification-created.subscription.ts";
import { SetNotificationsLastSeenMutation } from "../api/set-last-seen.mutation.ts";
import { UnseenNotificationsQuery } from "../api/unseen-notifications.query.ts";

/**
 * The bell's state (spec-1 §4 Notifications): the unseen count and last-seen time. A
 * `notificationCreated` signal raises the count at once and refetches the count and the open
 * panel's page a second later. After a lost connection the app refetches its active queries,
 * this count among them (lib/apollo/refetch-on-reconnect.ts). `markSeen` is the panel opening:
 * the count goes to 0 at once and the server records the time.
 */
export function useUnseenNotifications() {
  const client = useApolloClient();
  const { data } = useQuery(UnseenNotificationsQuery);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useSubscription(NotificationCreatedSubscription, {
    onData: () => {
      client.cache.updateQuery({ query: UnseenNotificationsQuery }, (current) =>
        current
          ? {
              ...current,
              unseenNotifications: {
                ...current.unseenNotifications,
                count: current.unseenNotifications.count + 1,
              },
            }
          : current,
      );
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // The open panel's page by its operation's name: its document is the panel's chunk's.
        void client
          .refetchQueries({ include: [UnseenNotificationsQuery, "NotificationsPage"] })
          .catch(() => {});
      }, NOTIFICATION_REFETCH_DELAY_MS);
    },
  });

  const [setLastSeen] = useMutation(SetNotificationsLastSeenMutation);
  const markSeen = useCallback(() => {
    const lastSeenTimestamp = new Date().toISOString();
    void setLastSeen({
      optimisticResponse: {
        __typename: "Mutation",
        setNotificationsLastSeen: { __typename: "UnseenNotifications", count: 0, lastSeenTimestamp },
      },
      update: (cache, { data: answer }) => {
        if (!answer) return;
        cache.writeQuery({
          query: UnseenNotificationsQuery,
          data: { __typename: "Query", unseenNotifications: answer.setNotificationsLastSeen },
        });
      },
    }).catch(() => {});
  }, [setLastSeen]);

  return {
    count: data?.unseenNotifications.count ?? 0,
    lastSeen: data?.unseenNotifications.lastSeenTimestamp ?? null,
    markSeen,
  };
}
