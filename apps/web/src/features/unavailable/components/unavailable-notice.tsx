import { Stack, Text, ThemeIcon } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import classes from "./unavailable.module.css";

type UnavailableNoticeProps = { size?: "sm" | "md" };

/**
 * Said wherever a part of Launchpad has not been built yet: on its pages, and inside the
 * drawers and dialogs the shell already offers (calendar, tasks, notifications, Create Startup).
 */
export function UnavailableNotice({ size = "md" }: UnavailableNoticeProps) {
  return (
    <Stack gap="xs" align="center" ta="center" className={classes.notice} data-testid="unavailable-notice">
      <ThemeIcon variant="light" radius="xl" size={size === "sm" ? 40 : 56}>
        <HourglassIcon />
      </ThemeIcon>
      <Text fw={600} size={size === "sm" ? "md" : "lg"}>
        <FormattedMessage id="unavailable.title" />
      </Text>
      <Text c="dimmed" size={size}>
        <FormattedMessage id="unavailable.text" />
      </Text>
    </Stack>
  );
}

function HourglassIcon() {
  return (
    <svg
      aria-hidden="true"
      width="60%"
      height="60%"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 10 0V2M7 22v-4a5 5 0 0 1 10 0v4" />
    </svg>
  );
}
