/**
 * The startup timeline (spec-2 §3 "Timeline post kinds", §7 StartupEventTimeline): every
 * post is one of these kinds, read as one GraphQL union and paged by an opaque cursor on
 * (created_at, id), newest first.
 */
export const TIMELINE_POST_KINDS = [
  "Event",
  "DataDueEvent",
  "TopLevelDataSubmittedEvent",
  "NonTopLevelDataSubmittedEvent",
  "CoachingSessionPost",
  "DataCategorizationUpdate",
  "CoachingInvitePost",
  "DataCategorizationSkip",
  "EmailThreadPost",
] as const;
export type TimelinePostKind = (typeof TIMELINE_POST_KINDS)[number];

/** An Event post's eventType: an update of the startup or a comment on its file. */
export const TIMELINE_EVENT_TYPES = ["update", "comment"] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/** The timeline's type filter: groups of post kinds a reader picks from. */
export const TIMELINE_FILTERS = {
  updates: ["Event"],
  comments: ["Event"],
  metrics: ["DataDueEvent", "TopLevelDataSubmittedEvent", "NonTopLevelDataSubmittedEvent"],
  coaching: ["CoachingSessionPost", "CoachingInvitePost"],
  categorization: ["DataCategorizationUpdate", "DataCategorizationSkip"],
  emails: ["EmailThreadPost"],
} as const satisfies Record<string, readonly TimelinePostKind[]>;
export type TimelineFilter = keyof typeof TIMELINE_FILTERS;

export const TIMELINE_MESSAGE_MAX = 10_000;
export const TIMELINE_PAGE_SIZE = 20;
export const TIMELINE_PAGE_MAX = 100;
