import type { NotificationIcon } from "@launchpad/domain/notifications";
import type { ReactNode } from "react";
import { LineIcon } from "../../../components/line-icon.tsx";

const CALENDAR = (
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>
);

const PATHS: Record<NotificationIcon, ReactNode> = {
  calendarPlus: (
    <>
      {CALENDAR}
      <path d="M12 13v6M9 16h6" />
    </>
  ),
  calendarMoved: (
    <>
      {CALENDAR}
      <path d="M9 16h6M13 14l2 2-2 2" />
    </>
  ),
  calendarOff: (
    <>
      {CALENDAR}
      <path d="M10 14l4 4M14 14l-4 4" />
    </>
  ),
  comment: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
  chart: <path d="M18 20V10M12 20V4M6 20v-6" />,
  chartRequest: (
    <>
      <path d="M18 20V10M12 20V4M6 20v-6" />
      <circle cx="19" cy="5" r="2" />
    </>
  ),
  status: <path d="M5 12h14M12 5l7 7-7 7" />,
  approved: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  denied: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M15 9l-6 6M9 9l6 6" />
    </>
  ),
  warning: (
    <>
      <path d="M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>
  ),
};

/** A notification type's icon (NOTIFICATION_ICONS in @launchpad/domain). */
export function NotificationTypeIcon({ icon }: { icon: string }) {
  return <LineIcon size={18}>{PATHS[icon as NotificationIcon] ?? PATHS.warning}</LineIcon>;
}
