import { isNotificationType, notificationValues } from "@launchpad/domain/notifications";
import { inTransaction } from "../../db/client.ts";
import { incubatorOf } from "../incubator/index.ts";
import type { JobContext } from "../jobs/index.ts";
import { meetingTime } from "../mail/index.ts";
import { maySignIn, userById } from "../users/index.ts";
import { notificationDigestMail } from "./mail/notification-digest.mail.ts";
import {
  clearPending,
  markDigestSent,
  type NotificationRow,
  pendingForDigest,
  settingsOf,
} from "./notifications.repository.ts";

/**
 * Sends one user's e-mail digest (docs/notifications.md): their items waiting for e-mail and
 * still unread — an item read in the app before now is left out — in their language and
 * zone, then clears them. One transaction: the mail is queued with the clearing (the mailer
 * delivers after commit), and the rows are locked (SKIP LOCKED) so that two digests running
 * at once never mail an item twice.
 */
export async function sendDigest(
  ctx: JobContext,
  input: { userId: string; origin?: string },
): Promise<number> {
  return inTransaction(ctx.db, async (db) => {
    const items = await pendingForDigest(db, ctx.tenant, input.userId);
    if (items.length === 0) return 0;
    const scoped = { db, tenant: ctx.tenant };
    const [user, settings, incubator] = await Promise.all([
      userById(scoped, input.userId),
      settingsOf(db, ctx.tenant, input.userId),
      incubatorOf(scoped),
    ]);
    const ids = items.map((i) => i.id);
    if (!user || !maySignIn(user.status)) {
      await clearPending(db, ctx.tenant, ids); // nobody to read it
      return 0;
    }
    const origin = input.origin ?? settings?.webOrigin;
    if (!origin) {
      // No address of the app known for them yet: the items wait for one (their next visit).
      ctx.log.warn({ userId: user.id }, "notification digest waits: no web address known for the user");
      return 0;
    }
    const organisation = incubator?.name ?? "Launchpad";
    const lines = items.map((item) => `• ${itemLine(item, user.language, user.timezone)}`);
    const email = notificationDigestMail.render(user.language, user.email, {
      ...EMPTY_VALUES,
      organisation,
      name: user.firstName,
      count: String(items.length),
      items: lines.join("\n"),
      link: `${origin}/`,
    });
    // One line per item in HTML too (the layout writes each text as one paragraph).
    await ctx.mailer.send(db, ctx.tenant, { ...email, html: email.html.replace(/\n• /g, "<br>\n• ") });
    await clearPending(db, ctx.tenant, ids);
    await markDigestSent(db, ctx.tenant, user.id, ctx.clock.now());
    return items.length;
  });
}

const EMPTY_VALUES = {
  actorName: "",
  startupName: "",
  applicantName: "",
  programName: "",
  period: "",
  status: "",
  eventTitle: "",
  when: "",
};

/** One item's message in the user's language, its meeting time in their zone. */
export function itemLine(
  item: Pick<NotificationRow, "type" | "payload">,
  language: string,
  timeZone: string,
) {
  const type = item.type === "meetingRescheduled" ? "meetingChanged" : item.type;
  if (!isNotificationType(type)) return type;
  const values = notificationValues(item.payload);
  const filled: Record<string, string> = {
    ...EMPTY_VALUES,
    ...values,
    when: values.startsAt ? meetingTime(new Date(values.startsAt), language, timeZone) : "",
  };
  return notificationDigestMail
    .term(language, type)
    .replace(/\{(\w+)\}/g, (_, key: string) => filled[key] ?? "");
}
