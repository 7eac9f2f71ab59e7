/**
 * What the meeting page shows, from the invitation (decision 051): nothing sent yet, sent
 * (to book), booked (a meeting to come), done (it took place). A cancelled invitation was
 * replaced by a later one and is only history.
 */
export type MeetingStage = "none" | "sent" | "booked" | "done";

export function stageOf(invitation: { status: string } | null | undefined): MeetingStage {
  switch (invitation?.status) {
    case "sent":
      return "sent";
    case "booked":
      return "booked";
    case "done":
      return "done";
    default:
      return "none";
  }
}

/** A localised text ({ language: text }) in the interface's language, else English, else any. */
export function textIn(value: unknown, locale: string): string {
  if (!value || typeof value !== "object") return "";
  const text = value as Record<string, unknown>;
  const pick = text[locale] ?? text[locale.split("_")[0] ?? locale] ?? text.en ?? Object.values(text)[0];
  return typeof pick === "string" ? pick : "";
}

/**
 * The cancel call's variables, or the spec-1 §8 refusal when the invitation id is missing
 * ('Missing invitationId. Cannot proceed with cancellation.').
 */
export function cancelVariables(invitation: {
  invitationId?: string | null;
  meetingOrganizerId?: string | null;
  externalMeetingId?: string | null;
}): { ok: true; variables: Record<string, string> } | { ok: false; error: "missingInvitation" } {
  if (!invitation.invitationId) return { ok: false, error: "missingInvitation" };
  return {
    ok: true,
    variables: {
      meetingInvitationId: invitation.invitationId,
      ...(invitation.meetingOrganizerId ? { organizerId: invitation.meetingOrganizerId } : {}),
      ...(invitation.externalMeetingId ? { meetingId: invitation.externalMeetingId } : {}),
    },
  };
}
