/**
 * The notification catalogue (spec-1 §3 Notification, §4 Notifications, §9 constants), shared
 * by the server (which records, lists and mails them) and the web app (which shows them).
 * Hand-written domain rules:
 * - the 12 types of spec-1 §3, plus `icsFeedFailed` (the calendar feed's, issue 6) and the
 *   events' `eventPublished` and `eventSeatOffered` (issue 15; `startsAt` is the event's
 *   start, or the seat offer's expiry);
 * - each type's link target (where clicking it goes) and icon, from the values it carries;
 * - the critical types, whose channels cannot be switched off (decision 018);
 * - pages of 16; the badge shows 99+ above 99; relative times refresh every 10 s; a live
 *   signal refetches the list 1 s later.
 */

export const NOTIFICATION_TYPES = [
  "meetingScheduled",
  "meetingChanged",
  "meetingDeleted",
  "newCommentApplication",
  "newCommentStartup",
  "newCommentApplicationStaff",
  "newCommentStartupStaff",
  "updatedMetrics",
  "metricsRequest",
  "changeApplicationStatus",
  "approvalApplication",
  "denialApplication",
  "icsFeedFailed",
  "eventPublished",
  "eventSeatOffered",
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === "string" && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/** How a notification reaches its user: the panel, and the e-mail digest. */
export const NOTIFICATION_CHANNELS = ["inApp", "email"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** When the e-mail digest goes: shortly after an item arrives, or once a day. */
export const DIGEST_FREQUENCIES = ["IMMEDIATE", "DAILY"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];
export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = "DAILY";

/**
 * Types that cannot be switched off, in either channel (decision 018): a meeting in the
 * user's calendar was booked, moved or cancelled (they are expected somewhere at a time), and
 * an application was accepted or refused (the outcome they applied for). Missing one of
 * these costs the user something that no later screen tells them. A seat offered from an
 * event's waitlist is held for hours only (decision 028): it is critical too.
 */
export const CRITICAL_NOTIFICATION_TYPES: readonly NotificationType[] = [
  "meetingScheduled",
  "meetingChanged",
  "meetingDeleted",
  "approvalApplication",
  "denialApplication",
  "eventSeatOffered",
];

export const isCriticalNotificationType = (type: NotificationType): boolean =>
  CRITICAL_NOTIFICATION_TYPES.includes(type);

/**
 * The meeting types' e-mail is the booking module's own invitation (with its ICS), sent at
 * once to every attendee, and a waitlist seat offer's is the events module's own, sent at
 * once: the digest does not repeat them.
 */
export const MAILED_BY_PRODUCER: readonly NotificationType[] = [
  "meetingScheduled",
  "meetingChanged",
  "meetingDeleted",
  "eventSeatOffered",
];

/** spec-1 §9. */
export const NOTIFICATIONS_PAGE_SIZE = 16;
export const NOTIFICATION_BADGE_MAX = 99;
export const NOTIFICATION_TIME_REFRESH_MS = 10_000;
export const NOTIFICATION_REFETCH_DELAY_MS = 1_000;

/** The badge's text: the count, or 99+ above 99 (nothing at 0). */
export function notificationBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/**
 * What a notification carries to be read later without another query: the names as they
 * were when it was made (an actor's, a startup's, a programme's), the ids its link needs,
 * and the values its message shows.
 */
export type NotificationValues = {
  actorName?: string;
  startupId?: string;
  startupName?: string;
  applicationId?: string;
  applicantName?: string;
  programName?: string;
  meetingId?: string;
  /** ISO 8601: a meeting's start. */
  startsAt?: string;
  /** A metrics period as its producer words it (e.g. 2026-10). */
  period?: string;
  /** An application's new status. */
  status?: string;
  /** Why a calendar feed failed. */
  error?: string;
  /** An incubator event's id and title (events: published, a waitlist seat offered). */
  eventId?: string;
  eventTitle?: string;
};

export const NOTIFICATION_VALUE_KEYS = [
  "actorName",
  "startupId",
  "startupName",
  "applicationId",
  "applicantName",
  "programName",
  "meetingId",
  "startsAt",
  "period",
  "status",
  "error",
  "eventId",
  "eventTitle",
] as const satisfies readonly (keyof NotificationValues)[];

/** Keeps the known string values of a stored payload (rows written by older code included). */
export function notificationValues(payload: Record<string, unknown> | null | undefined): NotificationValues {
  const values: NotificationValues = {};
  for (const key of NOTIFICATION_VALUE_KEYS) {
    const value = payload?.[key];
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** Where clicking a notification goes (an address of the app, spec-1 §2). */
export function notificationLink(type: NotificationType, values: NotificationValues): string {
  switch (type) {
    case "meetingScheduled":
    case "meetingChanged":
    case "meetingDeleted":
      return "/calendar";
    case "newCommentApplicationStaff":
      return values.applicationId
        ? `/application/${values.applicationId}/activities`
        : "/application/overview";
    case "newCommentApplication":
    case "changeApplicationStatus":
    case "approvalApplication":
    case "denialApplication":
      return "/applications-manager";
    case "newCommentStartup":
    case "newCommentStartupStaff":
      return values.startupId ? `/startup/${values.startupId}/file/activities` : "/startup";
    case "updatedMetrics":
    case "metricsRequest":
      return values.startupId ? `/startup/${values.startupId}/file/analytics` : "/startup";
    case "icsFeedFailed":
      return "/availability";
    case "eventPublished":
    case "eventSeatOffered":
      return values.eventId ? `/events/${values.eventId}` : "/events";
  }
}

export type NotificationIcon =
  | "calendarPlus"
  | "calendarMoved"
  | "calendarOff"
  | "comment"
  | "chart"
  | "chartRequest"
  | "status"
  | "approved"
  | "denied"
  | "warning";

/** The icon of each type (the web app draws them). */
export const NOTIFICATION_ICONS: Record<NotificationType, NotificationIcon> = {
  meetingScheduled: "calendarPlus",
  meetingChanged: "calendarMoved",
  meetingDeleted: "calendarOff",
  newCommentApplication: "comment",
  newCommentStartup: "comment",
  newCommentApplicationStaff: "comment",
  newCommentStartupStaff: "comment",
  updatedMetrics: "chart",
  metricsRequest: "chartRequest",
  changeApplicationStatus: "status",
  approvalApplication: "approved",
  denialApplication: "denied",
  icsFeedFailed: "warning",
  eventPublished: "calendarPlus",
  eventSeatOffered: "calendarPlus",
};

/** The values each type's message shows (its ICU placeholders), in the web and mail texts. */
export const NOTIFICATION_MESSAGE_VALUES: Record<NotificationType, readonly (keyof NotificationValues)[]> = {
  meetingScheduled: ["actorName", "startsAt"],
  meetingChanged: ["actorName", "startsAt"],
  meetingDeleted: ["actorName", "startsAt"],
  newCommentApplication: ["actorName", "programName"],
  newCommentStartup: ["actorName", "startupName"],
  newCommentApplicationStaff: ["actorName", "applicantName"],
  newCommentStartupStaff: ["actorName", "startupName"],
  updatedMetrics: ["startupName", "period"],
  metricsRequest: ["startupName", "period"],
  changeApplicationStatus: ["programName", "status"],
  approvalApplication: ["programName"],
  denialApplication: ["programName"],
  icsFeedFailed: [],
  eventPublished: ["eventTitle", "startsAt"],
  eventSeatOffered: ["eventTitle", "startsAt"],
};
