import { ActionIcon, Popover, Stack, Text, Tooltip } from "@mantine/core";
import { useIntl } from "react-intl";
import { UnavailableNotice } from "../../../features/unavailable/index.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ShellIcon, type ShellIconName } from "../shell-icon.tsx";
import classes from "./top-bar.module.css";

type PanelButtonProps = { icon: ShellIconName; labelId: MessageId };

/**
 * A top-bar button opening a small panel: the tasks popup and the notification panel
 * (spec-1 §2). Their lists belong to the tasks and notifications modules; until those
 * land, the panel says so.
 */
export function PanelButton({ icon, labelId }: PanelButtonProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <ShellIcon name={icon} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <Stack gap="sm">
          <Text className={classes.panelTitle}>{label}</Text>
          <UnavailableNotice size="sm" />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
