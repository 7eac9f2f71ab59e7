import { notificationBadge } from "@launchpad/domain/notifications";
import { ActionIcon, Loader, Popover, Tooltip } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useUnseenNotifications } from "../hooks/use-unseen-notifications.ts";
import { PANEL_MESSAGES } from "../lib/panel-messages.ts";
import { BellIcon } from "./bell-icon.tsx";
import classes from "./notifications-button.module.css";

const NotificationsPanel = lazy(
  withChunkReload(() => import("./notifications-panel.tsx").then((m) => ({ default: m.NotificationsPanel }))),
);

/**
 * The top bar's bell (spec-1 §2, §4): the unseen count (99+ above 99) and, when opened, the
 * notification panel, whose code loads then. Opening sets the count to 0 and records the
 * time; the panel splits New and Earlier by the time it was before.
 */
export function NotificationsButton() {
  const intl = useIntl();
  const { count, lastSeen, markSeen } = useUnseenNotifications();
  const [opened, setOpened] = useState(false);
  const [since, setSince] = useState<string | null>(null);
  const badge = notificationBadge(count);
  const title = intl.formatMessage({ id: "notifications.title" });
  const label = badge
    ? intl.formatMessage({ id: "notifications.buttonUnseen" }, { count: badge })
    : intl.formatMessage({ id: "notifications.button" });

  const loading = (
    <div className={classes.loading}>
      <Loader size="sm" aria-label={intl.formatMessage({ id: "notifications.loading" })} />
    </div>
  );

  const toggle = () => {
    if (opened) return setOpened(false);
    setSince(lastSeen);
    setOpened(true);
    markSeen();
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label={title} disabled={opened}>
          <ActionIcon
            className={classes.target}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={toggle}
            data-testid="notifications-button"
          >
            <BellIcon />
            {badge ? (
              <span className={classes.badge} aria-hidden="true" data-testid="notifications-badge">
                {badge}
              </span>
            ) : null}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown className={classes.dropdown} role="dialog" aria-label={title}>
        {opened ? (
          <MessagesGate areas={PANEL_MESSAGES} loading={loading}>
            <Suspense fallback={loading}>
              <NotificationsPanel since={since} onClose={() => setOpened(false)} />
            </Suspense>
          </MessagesGate>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
