import { Drawer, useDirection } from "@mantine/core";
import { UnavailableNotice } from "../../../features/unavailable/index.ts";
import classes from "./top-bar.module.css";

type CalendarDrawerProps = { opened: boolean; onClose: () => void; title: string };

/**
 * The slide-over of calendar-drawer-button.tsx, a chunk of its own (loaded when first
 * opened). It slides in from the inline end.
 */
export function CalendarDrawer({ opened, onClose, title }: CalendarDrawerProps) {
  const fromEnd = useDirection().dir === "rtl" ? "left" : "right";
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={fromEnd}
      size="md"
      title={title}
      classNames={{ title: classes.panelTitle }}
    >
      <UnavailableNotice size="sm" />
    </Drawer>
  );
}
