import { randomUUID } from "node:crypto";
import { overlappingFreeSlots } from "@launchpad/domain";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import {
  AppError,
  AuthenticationRequiredError,
  ConflictError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { meetingTime, renderEmail } from "../mail/templates.ts";
import { findUsersWithRole, insertMeeting, insertNotifications } from "./booking.repository.ts";
import {
  availabilities,
  type Host,
  hostsOf,
  remainingMinutes,
  settingsOf,
  userCard,
} from "./booking-hosts.ts";
import { meetingIcs } from "./ics.ts";

/**
 * Booking (issue 6, createCalendarEvent). A booking re-checks the slot against fresh data
 * inside its transaction, and the database refuses overlapping meetings of one host
 * (exclusion constraint), so of concurrent bookings of one slot exactly one succeeds; the
 * others get ConflictError. Then the hosts are notified and every attendee is e-mailed the
 * ICS in their language.
 */
type Ctx = GraphQLContext;

const SLOT_TAKEN = "This time slot is no longer available";

const bookingSchema = z
  .object({
    hostIds: z.array(z.string()).min(1, "Choose a host").max(20),
    start: z.number().int(),
    durationInMinutes: z.number().int().min(5).max(480),
    startupId: z.string().nullish(),
    description: z.string().trim().max(2000, "At most 2000 characters").nullish(),
  })
  .strict();

function restricted(reason: "REQUIRES_CONNECTION" | "INSUFFICIENT_HOUR_ALLOCATION", message: string): never {
  throw new AppError("ForbiddenError", message, { reason });
}

export async function createCalendarEvent(ctx: Ctx, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const b = parseInput(bookingSchema, input);
  const hosts = await hostsOf(ctx, b.hostIds);
  if (hosts.some((h) => h.user.id === ctx.viewer?.id)) {
    throw new ValidationError({ hostIds: "You cannot book a session with yourself" });
  }
  for (const host of hosts) {
    const s = settingsOf(host);
    if (!s.enabled)
      throw new ValidationError({ hostIds: `${userCard(host).fullName} does not take bookings` });
    if (!s.availableDurationsInMins.includes(b.durationInMinutes)) {
      throw new ValidationError({
        durationInMinutes: `${userCard(host).fullName} does not offer ${b.durationInMinutes}-minute meetings`,
      });
    }
  }
  const hostIds = hosts.map((h) => h.user.id);
  const { rules, connections, remaining } = await remainingMinutes(ctx, b.startupId, hostIds);
  if (rules.requireConnection && connections.length < hostIds.length) {
    restricted("REQUIRES_CONNECTION", "Your startup must be connected to this host to book a session");
  }
  if (remaining !== null && remaining < b.durationInMinutes) {
    restricted("INSUFFICIENT_HOUR_ALLOCATION", "Your startup has not enough hours left with this host");
  }
  const start = b.start * 1000;
  const end = start + b.durationInMinutes * 60_000;
  const [booker] = await findUsersWithRole(ctx.db, ctx.tenant, [ctx.viewer.id]);
  if (!booker) throw new AuthenticationRequiredError();
  const organizer = hosts[0] as Host;
  const summary = `${b.durationInMinutes} minute meeting: ${userCard(organizer).fullName} and ${userCard(booker).fullName}`;
  const uid = `${randomUUID()}@launchpad`;
  const meeting = await inTransaction(ctx.db, async (tx) => {
    const fresh = await availabilities(tx, ctx, hosts, start, end);
    const offered = overlappingFreeSlots(fresh, {
      now: Date.now(),
      window: { start, end: start + 1 },
      durationMinutes: b.durationInMinutes,
      incrementMinutes: settingsOf(organizer).timeslotIncrement,
    });
    if (!offered.some((slot) => slot.start === start)) {
      const busy = fresh.some((h) => (h.busy ?? []).some((x) => x.start < end && x.end > start));
      if (busy) throw new ConflictError(SLOT_TAKEN);
      throw new ValidationError({ start: "This time is outside the host's free time" });
    }
    try {
      return await insertMeeting(
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
          debitedMinutes: b.startupId && rules.requireHoursAllocation ? b.durationInMinutes : 0,
        },
        [...hostIds.map((userId) => ({ userId, isHost: true })), { userId: booker.user.id, isHost: false }],
        b.startupId && rules.requireHoursAllocation
          ? { startupId: b.startupId, hostIds, minutes: b.durationInMinutes }
          : null,
      );
    } catch (error) {
      if (isExclusionViolation(error)) throw new ConflictError(SLOT_TAKEN);
      throw error;
    }
  }).catch((error: unknown) => {
    if (isExclusionViolation(error)) throw new ConflictError(SLOT_TAKEN);
    throw error;
  });
  await insertNotifications(
    ctx.db,
    ctx.tenant,
    hostIds.map((userId) => ({
      userId,
      type: "meetingScheduled",
      payload: { meetingId: meeting.id, bookerId: booker.user.id },
    })),
  );
  const attendees = [...hosts, booker].map(userCard);
  const ics = meetingIcs({
    uid,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary,
    description: meeting.description,
    location: meeting.location,
    organizer: { name: userCard(organizer).fullName, email: organizer.user.email },
    attendees: attendees.map((a) => ({ name: a.fullName, email: a.email })),
  });
  // The meeting is committed: an e-mail that cannot be written or delivered is logged
  // (the mailer records delivery failures in the outbox) and never undoes the booking.
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  const attachments = [
    { filename: "invite.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=REQUEST" },
  ];
  const invite = async (person: Host) => {
    try {
      const email = renderEmail("meetingScheduled", person.user.language, person.user.email, {
        organisation: incubator?.name ?? "Launchpad",
        name: person.user.firstName,
        booker: userCard(booker).fullName,
        with: hosts.map((h) => userCard(h).fullName).join(", "),
        when: meetingTime(meeting.startsAt, person.user.language, person.user.timezone),
        location: meeting.location ?? "—",
        link: `${ctx.request.origin}/calendar`,
      });
      await ctx.mailer.send(ctx.db, ctx.tenant, { ...email, attachments });
    } catch (error) {
      ctx.log.error({ err: error, to: person.user.email }, "meeting e-mail failed");
    }
  };
  await Promise.all([...hosts, booker].map(invite));
  return {
    id: meeting.id,
    ics,
    event: {
      id: meeting.id,
      start: Math.floor(start / 1000),
      end: Math.floor(end / 1000),
      summary,
      description: meeting.description,
      location: meeting.location,
      status: meeting.status,
      sequence: meeting.sequence,
      organizer: userCard(organizer),
      attendees,
    },
  };
}

/** PostgreSQL's exclusion_violation (23P01), however the driver wraps it. */
function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23P01") return true;
  }
  return false;
}
