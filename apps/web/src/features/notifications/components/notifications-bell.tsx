import { ActionIcon } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { BellIcon } from "./bell-icon.tsx";

const NotificationsButton = lazy(
  withChunkReload(() =>
    import("./notifications-button.tsx").then((m) => ({ default: m.NotificationsButton })),
  ),
);

/**
 * What the top bar's `notifications` slot renders: the bell, whose count, live signal and
 * panel load just after the page's first code (issue 13's budgets), the same bell meanwhile.
 */
export function NotificationsBell() {
  const intl = useIntl();
  const bell = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={intl.formatMessage({ id: "notifications.button" })}
    >
      <BellIcon />
    </ActionIcon>
  );
  return (
    <Suspense fallback={bell}>
      <NotificationsButton />
    </Suspense>
  );
}
