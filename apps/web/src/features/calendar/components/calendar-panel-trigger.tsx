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
export function CalendarPanelTrigger({ openAtFirst = false }: { openAtFirst?: boolean }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(openAtFirst);
  // Mounted from the first opening on, so that closing animates and gives the focus back.
  // (Not lib/use-opened-once.ts: it lives in the shell's chunk, which /login must not load.)
  const [mounted, setMounted] = useState(openAtFirst);
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
          <CalendarIcon />
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
