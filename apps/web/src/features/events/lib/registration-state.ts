import type { EventDetail } from "./types.ts";

/**
 * What the registration panel of a group event offers the viewer (issue 15: capacity,
 * notice period, and the waitlist AcceleratorApp lacks). The server decides each action
 * again; this only chooses what to show.
 * - registered → cancel; waitlisted → leave the waitlist; offered (until it expires) → accept
 *   or decline;
 * - otherwise: nothing once the event started or is archived; closed once the notice period
 *   began; full → join the waitlist; else register.
 */
export type RegistrationState =
  | { kind: "registered" }
  | { kind: "waitlisted" }
  | { kind: "offered"; expiresAt: string }
  | { kind: "started" }
  | { kind: "closed" }
  | { kind: "full" }
  | { kind: "open" }
  | { kind: "none" };

type Inputs = Pick<
  EventDetail,
  "eventType" | "status" | "startTime" | "seatsLeft" | "capacity" | "registrationClosesAt" | "viewerAttendee"
>;

export function registrationState(event: Inputs, now: number): RegistrationState {
  if (event.eventType !== "GROUP") return { kind: "none" };
  const mine = event.viewerAttendee;
  if (mine?.status === "REGISTERED") return { kind: "registered" };
  if (mine?.status === "OFFERED" && mine.offerExpiresAt && Date.parse(mine.offerExpiresAt) > now)
    return { kind: "offered", expiresAt: mine.offerExpiresAt };
  if (mine?.status === "WAITLISTED" || mine?.status === "OFFERED") return { kind: "waitlisted" };
  if (event.status !== "PUBLISHED") return { kind: "none" };
  if (Date.parse(event.startTime) <= now) return { kind: "started" };
  if (event.registrationClosesAt && Date.parse(event.registrationClosesAt) <= now) return { kind: "closed" };
  if (event.capacity != null && (event.seatsLeft ?? 0) <= 0) return { kind: "full" };
  return { kind: "open" };
}
