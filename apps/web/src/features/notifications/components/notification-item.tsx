import { isNotificationType } from "@launchpad/domain/notifications";
import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useIntl } from "react-intl";
import type { NotificationFieldsFragment } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { relativeTime } from "../lib/panel-sections.ts";
import { NotificationTypeIcon } from "./notification-type-icon.tsx";
import classes from "./notifications-panel.module.css";

type NotificationItemProps = {
  item: NotificationFieldsFragment;
  now: number;
  onOpen: (item: NotificationFieldsFragment) => void;
};

/** One notification: its icon, its message in the reader's language, how long ago; unread ones marked. */
export function NotificationItem({ item, now, onOpen }: NotificationItemProps) {
  const intl = useIntl();
  const { values } = item;
  const when = values.startsAt
    ? intl.formatDate(values.startsAt, { dateStyle: "medium", timeStyle: "short" })
    : "";
  const message = isNotificationType(item.type)
    ? intl.formatMessage(
        { id: `notifications.type.${item.type}` as MessageId },
        {
          actorName: values.actorName ?? "",
          startupName: values.startupName ?? "",
          applicantName: values.applicantName ?? "",
          programName: values.programName ?? "",
          period: values.period ?? "",
          status: values.status ?? "",
          eventTitle: values.eventTitle ?? "",
          when,
        },
      )
    : intl.formatMessage({ id: "notifications.unknown" });
  const ago = relativeTime(item.createdAt, now);
  return (
    <li className={classes.item}>
      <UnstyledButton
        className={classes.itemButton}
        data-unread={!item.isRead || undefined}
        onClick={() => onOpen(item)}
      >
        <span className={classes.icon}>
          <NotificationTypeIcon icon={item.icon} />
        </span>
        <span className={classes.body}>
          {!item.isRead ? (
            <VisuallyHidden>{intl.formatMessage({ id: "notifications.unread" })}: </VisuallyHidden>
          ) : null}
          <span className={classes.message}>{message}</span>
          <time className={classes.time} dateTime={item.createdAt}>
            {intl.formatRelativeTime(ago.value, ago.unit, { numeric: "auto" })}
          </time>
        </span>
        {!item.isRead ? <span className={classes.dot} aria-hidden="true" /> : null}
      </UnstyledButton>
    </li>
  );
}
