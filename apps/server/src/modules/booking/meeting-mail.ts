import { incubatorOf } from "../incubator/index.ts";
import { meetingTime } from "../mail/index.ts";
import type { BookingContext } from "./booking-context.ts";
import type { Host } from "./booking-hosts.ts";
import { meetingCancelledMail } from "./mail/meeting-cancelled.mail.ts";
import { meetingRescheduledMail } from "./mail/meeting-rescheduled.mail.ts";
import { meetingScheduledMail } from "./mail/meeting-scheduled.mail.ts";

/** Where a meeting takes place, as a message says it: its text and its conferencing link. */
export function meetingPlace(meeting: { location: string | null; locationLink: string | null }) {
  return [meeting.location, meeting.locationLink].filter(Boolean).join(" — ") || null;
}

const templates = {
  meetingScheduled: meetingScheduledMail,
  meetingRescheduled: meetingRescheduledMail,
  meetingCancelled: meetingCancelledMail,
};

/**
 * E-mails a meeting's people in their language and zone with its ICS attached: REQUEST when
 * it is booked or moved (invite.ics), CANCEL when it is cancelled (cancel.ics). The meeting
 * is committed before: a message that cannot be written or delivered is logged (the mailer
 * records delivery failures in the outbox) and never undoes the change.
 */
export async function mailMeeting(
  ctx: Pick<BookingContext, "db" | "tenant" | "mailer" | "log" | "request">,
  kind: "meetingScheduled" | "meetingRescheduled" | "meetingCancelled",
  meeting: { startsAt: Date; location: string | null; ics: string },
  people: { recipients: Host[]; actorName: string; hostNames: string[] },
) {
  const incubator = await incubatorOf(ctx);
  const cancel = kind === "meetingCancelled";
  const attachments = [
    {
      filename: cancel ? "cancel.ics" : "invite.ics",
      content: meeting.ics,
      contentType: `text/calendar; charset=utf-8; method=${cancel ? "CANCEL" : "REQUEST"}`,
    },
  ];
  await Promise.all(
    people.recipients.map(async (person) => {
      try {
        const email = templates[kind].render(person.user.language, person.user.email, {
          organisation: incubator?.name ?? "Launchpad",
          name: person.user.firstName,
          booker: people.actorName,
          with: people.hostNames.join(", "),
          when: meetingTime(meeting.startsAt, person.user.language, person.user.timezone),
          location: meeting.location ?? "—",
          link: `${ctx.request.origin}/calendar`,
        });
        await ctx.mailer.send(ctx.db, ctx.tenant, { ...email, attachments });
      } catch (error) {
        ctx.log.error({ err: error, to: person.user.email }, "meeting e-mail failed");
      }
    }),
  );
}
