import { ActionIcon, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import { ShellIcon } from "../shell-icon.tsx";

const CalendarDrawer = lazy(
  withChunkReload(() => import("./calendar-drawer.tsx").then((m) => ({ default: m.CalendarDrawer }))),
);

/**
 * The events/calendar slide-over of the top bar (spec-1 §2); its content is the calendar
 * module's, which says so until it lands.
 */
export function CalendarDrawerButton() {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  const label = intl.formatMessage({ id: "topBar.calendar" });

  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={label}>
          <ShellIcon name="events" />
        </ActionIcon>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <CalendarDrawer opened={opened} onClose={close} title={label} />
        </Suspense>
      )}
    </>
  );
}
