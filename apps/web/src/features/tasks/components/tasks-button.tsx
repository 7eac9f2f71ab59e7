import { ActionIcon, Indicator, Popover, Tooltip } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { LineIcon } from "../../../components/line-icon.tsx";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useTaskBadge } from "../hooks/use-task-badge.ts";
import { badgeLabel } from "../lib/badge.ts";

const TasksPopup = lazy(
  withChunkReload(() => import("./tasks-popup.tsx").then((m) => ({ default: m.TasksPopup }))),
);

/**
 * The top bar's tasks button (spec-1 §2, §4): the badge counts the viewer's tasks due by
 * the end of tomorrow and moves live; the popup (the personal list) loads when first opened.
 */
export function TasksButton() {
  const intl = useIntl();
  const { count, loaded } = useTaskBadge();
  const [opened, setOpened] = useState(false);
  const label = intl.formatMessage({ id: "tasks.button" }, { count });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <Tooltip label={intl.formatMessage({ id: "tasks.title" })} disabled={opened}>
          <Indicator
            label={badgeLabel(count)}
            size={16}
            disabled={count === 0}
            offset={4}
            data-testid="tasks-badge"
            data-count={count}
            data-loaded={loaded}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              aria-expanded={opened}
              onClick={() => setOpened((o) => !o)}
            >
              <LineIcon>
                <path d="M9 11l3 3L22 4" />
                <path d="M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11" />
              </LineIcon>
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={intl.formatMessage({ id: "tasks.title" })} p="sm">
        {opened ? (
          <Suspense fallback={null}>
            <TasksPopup onNavigate={() => setOpened(false)} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
