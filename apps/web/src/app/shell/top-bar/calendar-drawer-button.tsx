import { ActionIcon, Drawer, Tooltip, useDirection } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useIntl } from "react-intl";
import { UnavailableNotice } from "../../../features/unavailable/index.ts";
import { ShellIcon } from "../shell-icon.tsx";
import classes from "./top-bar.module.css";

/**
 * The events/calendar slide-over of the top bar (spec-1 §2). It slides in from the
 * inline end; its content is the calendar module's, which says so until it lands.
 */
export function CalendarDrawerButton() {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const fromEnd = useDirection().dir === "rtl" ? "left" : "right";
  const label = intl.formatMessage({ id: "topBar.calendar" });

  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={open} aria-label={label}>
          <ShellIcon name="events" />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position={fromEnd}
        size="md"
        title={label}
        classNames={{ title: classes.panelTitle }}
      >
        <UnavailableNotice size="sm" />
      </Drawer>
    </>
  );
}
