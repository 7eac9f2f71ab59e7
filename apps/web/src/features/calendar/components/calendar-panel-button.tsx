import { ActionIcon } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { CalendarIcon } from "./calendar-icon.tsx";

const CalendarPanelTrigger = lazy(
  withChunkReload(() =>
    import("./calendar-panel-trigger.tsx").then((m) => ({ default: m.CalendarPanelTrigger })),
  ),
);

/**
 * What the top bar's `calendar` slot renders (spec-1 §2 events/calendar slide-over): the same
 * button meanwhile, then the real one, whose tooltip, drawer and panel load after the first
 * page's code (issue 13's budgets: /login loads this file, not the shell's).
 */
export function CalendarPanelButton() {
  const intl = useIntl();
  // A click before the real button has loaded opens the panel once it has.
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={intl.formatMessage({ id: "topBar.calendar" })}
      onClick={() => setWanted(true)}
    >
      <CalendarIcon />
    </ActionIcon>
  );
  return (
    <Suspense fallback={placeholder}>
      <CalendarPanelTrigger openAtFirst={wanted} />
    </Suspense>
  );
}
