import { randomUUID } from "node:crypto";
import { MEETING_NOTES_MAX_LENGTH, overlappingFreeSlots } from "@launchpad/domain";
import { z } from "zod";
import { type Db, inTransaction } from "../../db/client.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import { AuthenticationRequiredError, coded, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { type ExternalBusy, externalBusy } from "../calendar-feed/index.ts";
import { notify } from "../notifications/index.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { debitConnections, membersOfStartups, startupNames } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import { BookingRestrictedError, SlotTakenError } from "./booking.errors.ts";
import { insertMeeting } from "./booking.repository.ts";
import type { BookingContext } from "./booking-context.ts";
import {
  availabilities,
  type Host,
  hostsOf,
  remainingMinutes,
  settingsOf,
  userCard,
} from "./booking-hosts.ts";
import { eventViews } from "./event-view.ts";
import { mailMeeting } from "./meeting-mail.ts";

/**
 * Booking (issue 6, createCalendarEvent). A booking re-checks the slot against fresh data
 * inside its transaction, and the database refuses overlapping meetings of one host
 * (exclusion constraint), so of concurrent bookings of one slot exactly one succeeds; the
 * others get ConflictError. Then the hosts are notified and every attendee is e-mailed the
 * ICS in their language. Booking for a startup from the portfolio invites its cofounders.
 */
type Ctx = BookingContext;

const bookingSchema = z
  .object({
    hostIds: z.array(z.string()).min(1, "Choose a host").max(20),
    start: z.number().int(),
    durationInMinutes: z.number().int().min(5).max(480),
    startupId: z.string().nullish(),
    description: z.string().trim().max(MEETING_NOTES_MAX_LENGTH).nullish(),
  })
  .strict();

export async function createCalendarEvent(ctx: Ctx, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const b = parseInput(bookingSchema, input);
  const hosts = await hostsOf(ctx, b.hostIds);
  if (hosts.some((h) => h.user.id === ctx.viewer?.id)) {
    throw new ValidationError({ hostIds: coded("BOOKING_SELF") });
  }
  for (const host of hosts) {
    const s = settingsOf(host);
    if (!s.enabled)
      throw new ValidationError({ hostIds: coded("HOST_NOT_BOOKABLE", { host: userCard(host).fullName }) });
    if (!s.availableDurationsInMins.includes(b.durationInMinutes)) {
      throw new ValidationError({
        durationInMinutes: coded("DURATION_NOT_OFFERED", {
          host: userCard(host).fullName,
          minutes: b.durationInMinutes,
        }),
      });
    }
  }
  const hostIds = hosts.map((h) => h.user.id);
  if (b.startupId) await requireBookableStartup(ctx, b.startupId);
  const { rules, connections, remaining } = await remainingMinutes(ctx, b.startupId, hosts);
  if (rules.requireConnection && connections.length < hostIds.length) {
    throw new BookingRestrictedError(
      "REQUIRES_CONNECTION",
      "Your startup must be connected to this host to book a session",
    );
  }
  if (remaining !== null && remaining < b.durationInMinutes) {
    throw new BookingRestrictedError(
      "INSUFFICIENT_HOUR_ALLOCATION",
      "Your startup has not enough hours left with this host",
    );
  }
  const start = b.start * 1000;
  const end = start + b.durationInMinutes * 60_000;
  const [booker] = await peopleByIds(ctx, [ctx.viewer.id]);
  if (!booker) throw new AuthenticationRequiredError();
  const others = b.startupId ? await otherInvitees(ctx, b.startupId, [...hostIds, booker.user.id]) : [];
  const organizer = hosts[0] as Host;
  const partner =
    others.length > 0 && b.startupId
      ? ((await startupNames(ctx, [b.startupId]))[0]?.name ?? userCard(booker).fullName)
      : userCard(booker).fullName;
  const summary = `${b.durationInMinutes} minute meeting: ${userCard(organizer).fullName} and ${partner}`;
  const uid = `${randomUUID()}@launchpad`;
  // The external calendars are read before the transaction (a slow feed must not hold it).
  const external = await externalBusy(ctx, hosts, start, end);
  const meeting = await inSlotTransaction(ctx.db, async (tx) => {
    await assertSlotFree(tx, ctx, hosts, start, b.durationInMinutes, { external });
    const row = await insertMeeting(
      tx,
      ctx.tenant,
      {
        organizerId: organizer.user.id,
        bookerId: booker.user.id,
        startupId: b.startupId ?? null,
        startsAt: new Date(start),
        endsAt: new Date(end),
        status: "confirmed",
        summary,
        description: b.description ?? null,
        location: settingsOf(organizer).defaultMeetingLocation,
        uid,
        debitedMinutes: b.startupId ? b.durationInMinutes : 0,
      },
      [
        ...hostIds.map((userId) => ({ userId, isHost: true })),
        ...[booker, ...others].map((p) => ({ userId: p.user.id, isHost: false })),
      ],
    );
    if (b.startupId)
      await debitConnections({ db: tx, tenant: ctx.tenant }, b.startupId, hostIds, b.durationInMinutes);
    return row;
  });
  await notify(ctx, {
    type: "meetingScheduled",
    userIds: hostIds,
    payload: {
      meetingId: meeting.id,
      actorName: userCard(booker).fullName,
      startsAt: meeting.startsAt.toISOString(),
    },
  });
  const [view] = await eventViews(ctx, [meeting]);
  if (!view) throw new Error("the booked meeting could not be read back");
  await mailMeeting(
    ctx,
    "meetingScheduled",
    { startsAt: meeting.startsAt, location: meeting.location, ics: view.ics },
    {
      recipients: [...hosts, booker, ...others],
      actorName: userCard(booker).fullName,
      hostNames: hosts.map((h) => userCard(h).fullName),
    },
  );
  return { id: meeting.id, ics: view.ics, event: view };
}

/**
 * Re-checks, against fresh data in the caller's transaction, that a slot is one the hosts
 * offer: ConflictError when something took it meanwhile, ValidationError when it never was
 * free time. (The exclusion constraint still guards the insert itself.)
 */
export async function assertSlotFree(
  tx: Db,
  ctx: Pick<Ctx, "db" | "tenant" | "clock">,
  hosts: Host[],
  start: number,
  durationInMinutes: number,
  options: { external: ExternalBusy; excludeMeetingId?: string | null },
) {
  const end = start + durationInMinutes * 60_000;
  const fresh = await availabilities(tx, ctx, hosts, start, end, options);
  const offered = overlappingFreeSlots(fresh, {
    now: ctx.clock.now().getTime(),
    window: { start, end: start + 1 },
    durationMinutes: durationInMinutes,
    incrementMinutes: hosts[0] ? settingsOf(hosts[0]).timeslotIncrement : null,
  });
  if (offered.some((slot) => slot.start === start)) return;
  const busy = fresh.some((h) => (h.busy ?? []).some((x) => x.start < end && x.end > start));
  if (busy) throw new SlotTakenError();
  throw new ValidationError({ start: coded("OUTSIDE_FREE_TIME") });
}

/**
 * A startup whose hours a booking may use: the booker's own, or one in their
 * STARTUP_FILE:VIEW scope (booking for a startup from the portfolio). Else not found.
 */
async function requireBookableStartup(ctx: Ctx, startupId: string) {
  const members = await memberIdsOf(ctx, startupId);
  if (ctx.viewer && members.includes(ctx.viewer.id)) return;
  const scope = await startupScope(ctx, "STARTUP_FILE:VIEW");
  const exists = await startupNames(ctx, [startupId]);
  if (exists.length === 0 || !inScope(scope, startupId)) throw new NotFoundError("Startup");
}

const memberIdsOf = async (ctx: Ctx, startupId: string) =>
  isUuid(startupId) ? (await membersOfStartups(ctx, [startupId])).map((m) => m.userId) : [];

/** Booking for a startup one is not a member of invites its cofounders too. */
async function otherInvitees(ctx: Ctx, startupId: string, already: string[]): Promise<Host[]> {
  const members = await memberIdsOf(ctx, startupId);
  if (ctx.viewer && members.includes(ctx.viewer.id)) return [];
  const ids = members.filter((id) => !already.includes(id));
  return peopleByIds(ctx, ids);
}

/**
 * A transaction that takes a host's time: the database's exclusion constraint refusing an
 * overlap (someone else took the slot meanwhile) answers as SLOT_TAKEN.
 */
export function inSlotTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, work).catch((error: unknown) => {
    if (isExclusionViolation(error)) throw new SlotTakenError();
    throw error;
  });
}

/** PostgreSQL's exclusion_violation (23P01), however the driver wraps it. */
function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23P01") return true;
  }
  return false;
}
