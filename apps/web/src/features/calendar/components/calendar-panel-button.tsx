import { ActionIcon, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";

const CalendarPanelDrawer = lazy(
  withChunkReload(() =>
    import("./calendar-panel-drawer.tsx").then((m) => ({ default: m.CalendarPanelDrawer })),
  ),
);

/**
 * The top bar's events/calendar slide-over button (spec-1 §2; the `calendar` slot): the
 * drawer, its messages and its query load when it is first opened (issue 13's budgets).
 */
export function CalendarPanelButton() {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  const label = intl.formatMessage({ id: "topBar.calendar" });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid="calendar-panel-button"
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
          </svg>
        </ActionIcon>
      </Tooltip>
      {mounted ? (
        <Suspense fallback={null}>
          <CalendarPanelDrawer opened={opened} onClose={close} title={label} />
        </Suspense>
      ) : null}
    </>
  );
}
