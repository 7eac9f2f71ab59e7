import type { Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import { calendarEvents } from "../booking/index.ts";
import { incubatorOf } from "../incubator/index.ts";
import { maySignIn, personById } from "../users/index.ts";
import { etagOf, feedBody } from "./feed-ics.ts";
import { feedOwner } from "./feed-tokens.service.ts";

/**
 * A personal calendar feed (decision 032): the owner's meetings and the calendar sources'
 * items (their registered events) from 30 days ago to 335 days ahead (the calendar's one-year
 * window), as text/calendar with an ETag. Calendar apps poll it; each body is kept for a
 * minute per address so that a burst costs one build, but the address is checked first on
 * every request, so a revoked one is refused at once.
 */
type Ctx = ServiceContext & Pick<Services, "calendarSources">;

const DAY = 86_400;
const PAST_DAYS = 30;
const AHEAD_DAYS = 335;
const KEEP_MS = 60_000;
const KEEP_AT_MOST = 500;

type Built = { body: string; etag: string; at: number };
const kept = new Map<string, Built>();

function keep(key: string, built: Built) {
  kept.delete(key);
  kept.set(key, built);
  // A Map iterates in insertion order: the first key is the oldest.
  if (kept.size > KEEP_AT_MOST) kept.delete(kept.keys().next().value as string);
}

/** The feed behind a token, or null when the address is unknown, revoked or its owner gone. */
export async function personalFeed(ctx: Ctx, token: string, origin: string) {
  const owner = await feedOwner(ctx, token);
  if (!owner) return null;
  const person = await personById(ctx, owner.userId);
  if (!person || !maySignIn(person.user.status)) return null;
  const now = ctx.clock.now().getTime();
  const key = `${ctx.tenant.id}:${owner.hash}`;
  const hit = kept.get(key);
  if (hit && now - hit.at < KEEP_MS) return hit;

  const viewer = { id: person.user.id, roleType: person.role.type, sessionId: "calendar-feed" };
  const asOwner = { ...ctx, viewer };
  const start = Math.floor(now / 1000) - PAST_DAYS * DAY;
  const [entries, incubator] = await Promise.all([
    calendarEvents(asOwner, { start, end: start + (PAST_DAYS + AHEAD_DAYS) * DAY }),
    incubatorOf(ctx),
  ]);
  const body = feedBody(
    incubator?.name ?? "Launchpad",
    entries
      .filter((e) => e.status !== "cancelled")
      .map((e) => ({ ics: e.ics, updatedAt: e.updatedAt, url: `${origin}${e.link ?? "/calendar"}` })),
  );
  const built = { body, etag: etagOf(body), at: now };
  keep(key, built);
  return built;
}

/** Forgets every kept body (tests that change meetings between two reads). */
export function forgetKeptFeeds() {
  kept.clear();
}
