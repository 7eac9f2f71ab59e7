import {
  DEFAULT_DIGEST_FREQUENCY,
  DIGEST_FREQUENCIES,
  type DigestFrequency,
  isCriticalNotificationType,
  MAILED_BY_PRODUCER,
  NOTIFICATION_TYPES,
  type NotificationType,
} from "@launchpad/domain/notifications";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { AuthenticationRequiredError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  preferencesOfUser,
  saveDigestFrequency,
  savePreference,
  settingsOf,
} from "./notifications.repository.ts";

/**
 * Each user's type × channel grid (in-app, e-mail) and digest frequency (docs/notifications.md).
 * Every cell is on until the user switches it off; a critical type's cells cannot be
 * switched off (decision 018); the meeting types' e-mail is the booking's own invitation.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer">;

export type PreferenceView = {
  type: NotificationType;
  inApp: boolean;
  email: boolean;
  critical: boolean;
  /** Its e-mail is sent by the module that makes it (the meeting invitation), not in the digest. */
  emailByProducer: boolean;
};

export type PreferencesView = { digestFrequency: DigestFrequency; types: PreferenceView[] };

export async function notificationPreferences(ctx: Ctx): Promise<PreferencesView> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const userId = ctx.viewer.id;
  const [cells, settings] = await Promise.all([
    preferencesOfUser(ctx.db, ctx.tenant, userId),
    settingsOf(ctx.db, ctx.tenant, userId),
  ]);
  const byType = new Map(cells.map((c) => [c.type, c]));
  const frequency = (DIGEST_FREQUENCIES as readonly string[]).includes(settings?.digestFrequency ?? "")
    ? (settings?.digestFrequency as DigestFrequency)
    : DEFAULT_DIGEST_FREQUENCY;
  return {
    digestFrequency: frequency,
    types: NOTIFICATION_TYPES.map((type) => {
      const critical = isCriticalNotificationType(type);
      const cell = critical ? undefined : byType.get(type);
      return {
        type,
        inApp: cell?.inApp ?? true,
        email: cell?.email ?? true,
        critical,
        emailByProducer: MAILED_BY_PRODUCER.includes(type),
      };
    }),
  };
}

const updateSchema = z.object({
  digestFrequency: z.enum(DIGEST_FREQUENCIES).nullish(),
  types: z
    .array(z.object({ type: z.enum(NOTIFICATION_TYPES), inApp: z.boolean(), email: z.boolean() }))
    .max(NOTIFICATION_TYPES.length)
    .nullish(),
});

export type PreferencesInput = z.input<typeof updateSchema>;

/** Saves the cells and frequency given; switching a critical type off is refused, nothing saved. */
export async function updateNotificationPreferences(
  ctx: Ctx,
  raw: PreferencesInput,
): Promise<PreferencesView> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const userId = ctx.viewer.id;
  const input = parseInput(updateSchema, raw);
  const refused = (input.types ?? []).flatMap((cell, index) =>
    isCriticalNotificationType(cell.type) && !(cell.inApp && cell.email) ? [index] : [],
  );
  if (refused.length > 0) {
    throw new ValidationError(
      Object.fromEntries(
        refused.map((index) => [
          `input.types.${index}`,
          "This notification is critical: it cannot be switched off",
        ]),
      ),
    );
  }
  await inTransaction(ctx.db, async (tx) => {
    for (const cell of input.types ?? []) {
      if (isCriticalNotificationType(cell.type)) continue;
      await savePreference(tx, ctx.tenant, { userId, ...cell });
    }
    if (input.digestFrequency) await saveDigestFrequency(tx, ctx.tenant, userId, input.digestFrequency);
  });
  return notificationPreferences(ctx);
}
