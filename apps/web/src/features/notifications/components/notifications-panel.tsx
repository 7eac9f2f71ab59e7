import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { NOTIFICATION_TIME_REFRESH_MS } from "@launchpad/domain/notifications";
import { Anchor, Button, Loader } from "@mantine/core";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import type { NotificationFieldsFragment } from "../../../gql/graphql.ts";
import { MarkNotificationsReadMutation } from "../api/mark-read.mutation.ts";
import { NotificationsPageQuery } from "../api/notifications-page.query.ts";
import { useNow } from "../hooks/use-now.ts";
import { splitByLastSeen } from "../lib/panel-sections.ts";
import { NotificationItem } from "./notification-item.tsx";
import classes from "./notifications-panel.module.css";

type NotificationsPanelProps = {
  /** The last-seen time before this opening: New and Earlier split by it. */
  since: string | null;
  onClose: () => void;
};

/**
 * The notification panel (spec-1 §4): the newest 16, more on demand; New and Earlier split by
 * the last-seen time; relative times refreshed every 10 s; clicking an item marks it read and
 * opens its link. A live signal's refetch replaces the first page (the later pages start again).
 */
export function NotificationsPanel({ since, onClose }: NotificationsPanelProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const headingId = useId();
  const { data, error, loading, refetch } = useQuery(NotificationsPageQuery, {
    fetchPolicy: "cache-and-network",
  });
  // Later pages, kept with the first page they follow: a new first page (a refetch) starts them again.
  const [loaded, setLoaded] = useState<{
    after: unknown;
    items: NotificationFieldsFragment[];
    next: string | null;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const now = useNow(NOTIFICATION_TIME_REFRESH_MS);

  const first = data?.notifications;
  const more = loaded && loaded.after === first ? loaded : null;

  if (!first) {
    return (
      <div className={classes.status}>
        {error && !loading ? (
          <>
            <p>{intl.formatMessage({ id: "notifications.error" })}</p>
            <Button size="xs" variant="light" onClick={() => void refetch().catch(() => {})}>
              {intl.formatMessage({ id: "notifications.retry" })}
            </Button>
          </>
        ) : (
          <Loader size="sm" aria-label={intl.formatMessage({ id: "notifications.loading" })} />
        )}
      </div>
    );
  }

  const items = [...first.items, ...(more?.items ?? [])];
  const next = more ? more.next : (first.nextCursor ?? null);
  const { fresh, earlier } = splitByLastSeen(items, since);

  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const page = await client.query({
        query: NotificationsPageQuery,
        variables: { after: next },
        fetchPolicy: "network-only",
      });
      const answer = page.data?.notifications;
      if (answer)
        setLoaded({
          after: first,
          items: [...(more?.items ?? []), ...answer.items],
          next: answer.nextCursor ?? null,
        });
    } catch {
      // The button stays: the user may try again.
    } finally {
      setLoadingMore(false);
    }
  };

  const open = (item: NotificationFieldsFragment) => {
    if (!item.isRead) {
      void markRead({
        variables: { ids: [item.id] },
        optimisticResponse: {
          __typename: "Mutation",
          markNotificationsRead: [{ __typename: "Notification", id: item.id, isRead: true }],
        },
      }).catch(() => {});
    }
    onClose();
    void navigate(item.url);
  };

  const section = (key: "new" | "earlier", list: NotificationFieldsFragment[]) =>
    list.length === 0 ? null : (
      <section aria-labelledby={`${headingId}-${key}`}>
        <h3 id={`${headingId}-${key}`} className={classes.section}>
          {intl.formatMessage({ id: key === "new" ? "notifications.new" : "notifications.earlier" })}
        </h3>
        <ul className={classes.list}>
          {list.map((item) => (
            <NotificationItem key={item.id} item={item} now={now} onOpen={open} />
          ))}
        </ul>
      </section>
    );

  return (
    <div className={classes.panel}>
      <div className={classes.header}>
        <h2 className={classes.title}>{intl.formatMessage({ id: "notifications.title" })}</h2>
        <Anchor component={Link} to="/profile/settings/notifications" size="xs" onClick={onClose}>
          {intl.formatMessage({ id: "notifications.settings" })}
        </Anchor>
      </div>
      <div className={classes.scroll}>
        {items.length === 0 ? (
          <p className={classes.empty}>{intl.formatMessage({ id: "notifications.empty" })}</p>
        ) : (
          <>
            {section("new", fresh)}
            {section("earlier", earlier)}
          </>
        )}
        {next ? (
          <div className={classes.more}>
            <Button size="xs" variant="subtle" loading={loadingMore} onClick={() => void loadMore()}>
              {intl.formatMessage({ id: "notifications.loadMore" })}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
