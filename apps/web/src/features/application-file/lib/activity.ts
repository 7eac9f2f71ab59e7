/**
 * How the file says an activity entry (server activity.kinds.ts): the message id of its kind
 * and the values it shows. A kind this version does not know is said generically.
 */
export const KNOWN_ACTIVITY_KINDS = [
  "created",
  "submitted",
  "status_changed",
  "round_entered",
  "accepted",
  "enrolled",
  "rejected",
  "reset",
  "moved_to_funnel",
  "moved_from_funnel",
  "email_sent",
  "email_scheduled",
  "comment_added",
  "tags_changed",
  "evaluator_assigned",
  "evaluator_unassigned",
  "evaluation_submitted",
  "conflict_declared",
  "meeting_invited",
  "meeting_booked",
  "meeting_cancelled",
  "archived",
  "lead_transferred",
  "lead_received",
] as const;

export type ActivityKind = (typeof KNOWN_ACTIVITY_KINDS)[number];

export function activityMessageId(kind: string): `applicationFile.activity.${ActivityKind | "other"}` {
  return (KNOWN_ACTIVITY_KINDS as readonly string[]).includes(kind)
    ? `applicationFile.activity.${kind as ActivityKind}`
    : "applicationFile.activity.other";
}

/** The values an entry's message reads (strings only; ids are not shown). */
export function activityValues(
  values: unknown,
  say: { status: (s: string) => string; emailKind: (k: string) => string },
): Record<string, string> {
  const v = (values && typeof values === "object" ? values : {}) as Record<string, unknown>;
  const str = (key: string) => (typeof v[key] === "string" ? (v[key] as string) : "");
  return {
    from: str("from") ? say.status(str("from")) : "",
    to: str("to") ? say.status(str("to")) : "",
    kind: str("kind") ? say.emailKind(str("kind")) : "",
    count: String(v.count ?? ""),
    forApplicant: v.forApplicant === 1 ? "yes" : "no",
  };
}
