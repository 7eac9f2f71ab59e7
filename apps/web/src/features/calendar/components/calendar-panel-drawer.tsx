import { Drawer, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { PANEL_MESSAGES } from "../lib/panel-messages.ts";

const CalendarPanel = lazy(
  withChunkReload(() => import("./calendar-panel.tsx").then((m) => ({ default: m.CalendarPanel }))),
);

type CalendarPanelDrawerProps = { opened: boolean; onClose: () => void; title: string };

/**
 * The slide-over, from the inline end: Mantine places `position="right"` with logical
 * properties, so it is the left in Arabic (a "left" there would cover the side menu).
 */
export function CalendarPanelDrawer({ opened, onClose, title }: CalendarPanelDrawerProps) {
  const intl = useIntl();
  const loading = (
    <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: "calendar.loading" })} />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={title}
      data-testid="calendar-panel"
    >
      <MessagesGate areas={PANEL_MESSAGES} loading={loading}>
        <Suspense fallback={loading}>{opened ? <CalendarPanel onNavigate={onClose} /> : null}</Suspense>
      </MessagesGate>
    </Drawer>
  );
}
