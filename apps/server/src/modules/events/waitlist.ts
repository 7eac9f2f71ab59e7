import { incubatorOf } from "../incubator/index.ts";
import { defineJob } from "../jobs/index.ts";
import { meetingTime } from "../mail/index.ts";
import { notify } from "../notifications/index.ts";
import { peopleByIds } from "../users/index.ts";
import {
  countsFor,
  countsOf,
  expiredOffers,
  findAttendee,
  firstWaitlisted,
  setAttendee,
} from "./attendees.repository.ts";
import { lockEvent } from "./events.repository.ts";
import type { IncubatorEventRow } from "./events.tables.ts";
import { type EventsContext, eventTx } from "./events-context.ts";
import { eventSeatOfferedMail } from "./mail/event-seat-offered.mail.ts";

/**
 * The waitlist (issue 15, beyond AcceleratorApp; docs/events.md). When a seat frees (a
 * registration cancelled, an offer declined or expired, the capacity raised), the first on
 * the waitlist is OFFERED the seat for `waitlistOfferHours` (24 by default, never past the
 * start) and notified; the seat is held for them meanwhile. Accepting makes them REGISTERED;
 * an offer left to expire is cancelled by a job, which offers the seat to the next.
 * Call inside the transaction of the change that freed the seat (`tx.db`). The job lives in
 * this file with the rules it runs (offering the next seat queues the next expiry).
 */
export const offerExpiryJob = defineJob<{ attendeeId: string; eventId: string; origin?: string }>({
  kind: "events.offerExpiry",
  async run({ attendeeId, eventId, origin }, ctx) {
    const withOrigin = origin ? { ...ctx, request: { origin } } : ctx;
    await eventTx(withOrigin, (tx) => expireOffer(tx, attendeeId, eventId));
  },
});

/** The offer's e-mail, at once, in the user's language and zone (the digest may come too late). */
async function mailOffer(tx: EventsContext, event: IncubatorEventRow, userId: string, expires: Date) {
  const [person] = await peopleByIds(tx, [userId]);
  if (!person) return;
  const { user } = person;
  const incubator = await incubatorOf(tx);
  await tx.mailer.send(
    tx.db,
    tx.tenant,
    eventSeatOfferedMail.render(user.language, user.email, {
      organisation: incubator?.name ?? "Launchpad",
      name: user.firstName,
      event: event.title,
      starts: meetingTime(event.startTime, user.language, user.timezone),
      expires: meetingTime(expires, user.language, user.timezone),
      link: `${tx.request?.origin ?? ""}/events/${event.id}`,
    }),
  );
}

export async function offerFreedSeats(tx: EventsContext, eventId: string): Promise<number> {
  const event = await lockEvent(tx.db, tx.tenant, eventId);
  if (event?.status !== "PUBLISHED" || event.eventType !== "GROUP") return 0;
  const now = tx.clock.now();
  if (event.startTime.getTime() <= now.getTime()) return 0;
  const counts = countsFor(await countsOf(tx.db, tx.tenant, [eventId]), eventId);
  let free =
    event.capacity == null ? Number.POSITIVE_INFINITY : event.capacity - counts.registered - counts.offered;
  let offered = 0;
  while (free > 0) {
    const next = await firstWaitlisted(tx.db, tx.tenant, eventId);
    if (!next) break;
    const expires = new Date(
      Math.min(now.getTime() + event.waitlistOfferHours * 3_600_000, event.startTime.getTime()),
    );
    // No limit on seats: the waitlist never forms, but a lifted limit registers everyone waiting.
    const status = event.capacity == null ? "REGISTERED" : "OFFERED";
    await setAttendee(tx.db, tx.tenant, next.id, {
      status,
      offerExpiresAt: status === "OFFERED" ? expires : null,
    });
    if (status === "OFFERED") {
      await tx.jobs.enqueue(
        tx.db,
        tx.tenant,
        offerExpiryJob,
        { attendeeId: next.id, eventId },
        {
          runAt: expires,
          dedupeKey: next.id,
        },
      );
      await notify(tx, {
        type: "eventSeatOffered",
        userIds: [next.userId],
        payload: { eventId, eventTitle: event.title, startsAt: expires.toISOString() },
      });
      await mailOffer(tx, event, next.userId, expires);
    }
    free -= 1;
    offered += 1;
  }
  return offered;
}

/** Cancels an expired offer and offers the seat to the next (the job's work; safe to run twice). */
export async function expireOffer(tx: EventsContext, attendeeId: string, eventId: string): Promise<boolean> {
  const event = await lockEvent(tx.db, tx.tenant, eventId);
  if (!event) return false;
  const now = tx.clock.now();
  const offer = await findAttendee(tx.db, tx.tenant, attendeeId);
  if (!offer?.offerExpiresAt || offer.offerExpiresAt.getTime() > now.getTime()) return false;
  const expired = await setAttendee(
    tx.db,
    tx.tenant,
    attendeeId,
    { status: "CANCELLED", cancelledAt: now, offerExpiresAt: null },
    "OFFERED",
  );
  if (!expired) return false;
  await offerFreedSeats(tx, eventId);
  return true;
}

/** Every offer past its expiry (a sweep: the per-offer job's fallback). */
export async function expireDueOffers(tx: EventsContext): Promise<number> {
  let n = 0;
  for (const o of await expiredOffers(tx.db, tx.tenant, tx.clock.now()))
    if (await expireOffer(tx, o.id, o.eventId)) n += 1;
  return n;
}
