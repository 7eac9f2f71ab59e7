import { randomUUID } from "node:crypto";
import { type HostAvailability, MEETING_NOTES_MAX_LENGTH, overlappingFreeSlots } from "@launchpad/domain";
import { z } from "zod";
import { type Db, inTransaction } from "../../db/client.ts";
import { AuthenticationRequiredError, coded, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { type ExternalBusy, externalBusy } from "../calendar-feed/index.ts";
import { notify } from "../notifications/index.ts";
import { debitConnections, startupNames } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import {
  APPLICATION_CONTEXT,
  type ApplicationBooking,
  bookableApplication,
  recordApplicationBooking,
} from "./application-context.ts";
import { applicationRules } from "./application-meeting.ts";
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
import { otherInvitees, requireBookableStartup } from "./booking-startup.ts";
import {
  assertEventTime,
  eventExternalBusy,
  eventHosts,
  eventOrganizer,
  eventSlotRules,
  eventSummary,
} from "./event-booking.ts";
import { bookableEvent, EVENT_CONTEXT, type EventBooking, recordBooking } from "./event-context.ts";
import { eventViews } from "./event-view.ts";
import { mailMeeting, meetingPlace } from "./meeting-mail.ts";

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
    /** A one-to-one event's slot (spec-1 §3 contextType; event-booking.ts), or an application's review meeting. */
    contextType: z.enum([EVENT_CONTEXT, APPLICATION_CONTEXT]).nullish(),
    contextId: z.string().nullish(),
  })
  .strict()
  .refine((b) => (b.contextType == null) === (b.contextId == null), {
    path: ["contextId"],
    params: { code: "REQUIRED" },
  });
type BookingInput = z.infer<typeof bookingSchema>;

/** What a booking takes, from the hosts' coaching settings or from a one-to-one event. */
type Plan = {
  hosts: Host[];
  organizer: Host;
  event: EventBooking | null;
  /** The slot grid's increment (null: the engine's default for the duration). */
  incrementMinutes: number | null;
  /** Whether the organisation's booking restrictions apply (and a startup's hours are debited). */
  restricted: boolean;
  location: string | null;
  locationLink: string | null;
  /** An application's review meeting (application-context.ts): its slot rules are event-like. */
  application?: { booking: ApplicationBooking; rules: EventBooking } | null;
};

/** A booking from a host's profile: the hosts' coaching settings decide. */
async function coachingPlan(ctx: Ctx, b: BookingInput): Promise<Plan> {
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
  const organizer = hosts[0] as Host;
  return {
    hosts,
    organizer,
    event: null,
    incrementMinutes: settingsOf(organizer).timeslotIncrement,
    restricted: true,
    location: settingsOf(organizer).defaultMeetingLocation,
    locationLink: null,
  };
}

/** A one-to-one event's slot: the event decides (event-booking.ts). */
async function eventPlan(ctx: Ctx, b: BookingInput, eventId: string): Promise<Plan> {
  const event = await bookableEvent(ctx, eventId);
  if (ctx.viewer && event.hostIds.includes(ctx.viewer.id)) {
    throw new ValidationError({ hostIds: coded("BOOKING_SELF") });
  }
  assertEventTime(event, b.start * 1000, b.durationInMinutes);
  const hosts = await eventHosts(ctx, event, b.hostIds);
  return {
    hosts,
    organizer: eventOrganizer(event, hosts),
    event,
    incrementMinutes: event.incrementMinutes,
    restricted: !event.ignoreHourAllocation,
    location: event.locationText,
    locationLink: event.locationLink,
  };
}

/** An application's review meeting (decision 051): the round decides, as an event would. */
async function applicationPlan(ctx: Ctx, b: BookingInput, applicationId: string): Promise<Plan> {
  const booking = await bookableApplication(ctx, applicationId);
  const rules = applicationRules(booking);
  if (b.startupId) throw new ValidationError({ startupId: coded("INVALID") });
  assertEventTime(rules, b.start * 1000, b.durationInMinutes);
  const hosts = await eventHosts(ctx, rules, b.hostIds);
  return {
    hosts,
    organizer: eventOrganizer(rules, hosts),
    event: null,
    incrementMinutes: rules.incrementMinutes,
    restricted: false,
    location: rules.locationText,
    locationLink: rules.locationLink,
    application: { booking, rules },
  };
}

function planOf(ctx: Ctx, b: BookingInput): Promise<Plan> {
  if (b.contextType === APPLICATION_CONTEXT && b.contextId) return applicationPlan(ctx, b, b.contextId);
  if (b.contextId) return eventPlan(ctx, b, b.contextId);
  return coachingPlan(ctx, b);
}

export async function createCalendarEvent(ctx: Ctx, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const b = parseInput(bookingSchema, input);
  const plan = await planOf(ctx, b);
  const { hosts, organizer, event } = plan;
  const rules = event ?? plan.application?.rules ?? null;
  const hostIds = hosts.map((h) => h.user.id);
  if (b.startupId) await requireBookableStartup(ctx, b.startupId);
  if (plan.restricted) await assertHoursLeft(ctx, b.startupId, hosts, b.durationInMinutes);
  const debits = plan.restricted && Boolean(b.startupId);
  const start = b.start * 1000;
  const end = start + b.durationInMinutes * 60_000;
  const [booker] = await peopleByIds(ctx, [ctx.viewer.id]);
  if (!booker) throw new AuthenticationRequiredError();
  const others = b.startupId ? await otherInvitees(ctx, b.startupId, [...hostIds, booker.user.id]) : [];
  const partner =
    others.length > 0 && b.startupId
      ? ((await startupNames(ctx, [b.startupId]))[0]?.name ?? userCard(booker).fullName)
      : userCard(booker).fullName;
  const summary = rules
    ? eventSummary(rules, organizer, partner)
    : `${b.durationInMinutes} minute meeting: ${userCard(organizer).fullName} and ${partner}`;
  const uid = `${randomUUID()}@launchpad`;
  // The external calendars are read before the transaction (a slow feed must not hold it).
  const external = rules
    ? await eventExternalBusy(ctx, rules, hosts, start, end)
    : await externalBusy(ctx, hosts, start, end);
  const meeting = await inSlotTransaction(ctx.db, async (tx) => {
    await assertSlotFree(tx, ctx, hosts, start, b.durationInMinutes, {
      external,
      ...(rules ? eventSlotRules(rules) : { incrementMinutes: plan.incrementMinutes }),
    });
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
        location: plan.location,
        locationLink: plan.locationLink,
        contextType: event ? EVENT_CONTEXT : plan.application ? APPLICATION_CONTEXT : null,
        contextId: event?.id ?? plan.application?.booking.applicationId ?? null,
        uid,
        debitedMinutes: debits ? b.durationInMinutes : 0,
      },
      [
        ...hostIds.map((userId) => ({ userId, isHost: true })),
        ...[booker, ...others].map((p) => ({ userId: p.user.id, isHost: false })),
      ],
    );
    if (debits && b.startupId)
      await debitConnections({ db: tx, tenant: ctx.tenant }, b.startupId, hostIds, b.durationInMinutes);
    // The event counts the booking (noOfBookings) in the same transaction: both or neither.
    if (event) await recordBooking({ ...ctx, db: tx }, event.id, booker.user.id, row.id);
    // The application's invitation is booked in the same transaction (one meeting per invitation).
    if (plan.application) await recordApplicationBooking({ ...ctx, db: tx }, plan.application.booking, row);
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
    { startsAt: meeting.startsAt, location: meetingPlace(meeting), ics: view.ics },
    {
      recipients: [...hosts, booker, ...others],
      actorName: userCard(booker).fullName,
      hostNames: hosts.map((h) => userCard(h).fullName),
    },
  );
  return { id: meeting.id, ics: view.ics, event: view };
}

/** The organisation's booking restrictions for the startup (spec-2 §5): a connection, hours left. */
async function assertHoursLeft(
  ctx: Ctx,
  startupId: string | null | undefined,
  hosts: Host[],
  minutes: number,
) {
  const { rules, connections, remaining } = await remainingMinutes(ctx, startupId, hosts);
  if (rules.requireConnection && connections.length < hosts.length) {
    throw new BookingRestrictedError(
      "REQUIRES_CONNECTION",
      "Your startup must be connected to this host to book a session",
    );
  }
  if (remaining !== null && remaining < minutes) {
    throw new BookingRestrictedError(
      "INSUFFICIENT_HOUR_ALLOCATION",
      "Your startup has not enough hours left with this host",
    );
  }
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
  options: {
    external: ExternalBusy;
    excludeMeetingId?: string | null;
    /** The grid's increment; undefined: the first host's coaching setting. */
    incrementMinutes?: number | null;
    /** An event's boundaries, which the slot must lie within. */
    eventBoundaries?: { start: number; end: number };
    /** An event's hours instead of the hosts' own (event-booking.ts withEventHours). */
    reshape?: (hosts: HostAvailability[]) => HostAvailability[];
  },
) {
  const end = start + durationInMinutes * 60_000;
  const read = await availabilities(tx, ctx, hosts, start, end, options);
  const fresh = options.reshape ? options.reshape(read) : read;
  const offered = overlappingFreeSlots(fresh, {
    now: ctx.clock.now().getTime(),
    window: { start, end: start + 1 },
    durationMinutes: durationInMinutes,
    incrementMinutes:
      options.incrementMinutes !== undefined
        ? options.incrementMinutes
        : hosts[0]
          ? settingsOf(hosts[0]).timeslotIncrement
          : null,
    eventBoundaries: options.eventBoundaries,
  });
  if (offered.some((slot) => slot.start === start)) return;
  const busy = fresh.some((h) => (h.busy ?? []).some((x) => x.start < end && x.end > start));
  if (busy) throw new SlotTakenError();
  throw new ValidationError({ start: coded("OUTSIDE_FREE_TIME") });
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
