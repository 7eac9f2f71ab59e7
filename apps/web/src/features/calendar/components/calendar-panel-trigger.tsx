import { ActionIcon, Tooltip } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { CalendarIcon } from "./calendar-icon.tsx";

const CalendarPanelDrawer = lazy(
  withChunkReload(() =>
    import("./calendar-panel-drawer.tsx").then((m) => ({ default: m.CalendarPanelDrawer })),
  ),
);

/**
 * The calendar slide-over's button with its tooltip (calendar-panel-button.tsx loads it just
 * after the first page); the drawer, its messages and its query load when first opened.
 */
export function CalendarPanelTrigger() {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that closing animates and gives the focus back.
  // (Not lib/use-opened-once.ts: it lives in the shell's chunk, which /login must not load.)
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  const close = () => setOpened(false);
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
