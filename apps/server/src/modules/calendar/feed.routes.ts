import type { FastifyInstance } from "fastify";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Services } from "../../graphql/context.ts";
import { systemClock } from "../../service-context.ts";
import { personalFeed } from "./feed.service.ts";
import { matchesEtag } from "./feed-ics.ts";
import { FEED_PATH } from "./feed-tokens.service.ts";

/**
 * GET /api/calendar/feed/:token(.ics) — the personal feed (decision 032), read by calendar
 * apps without a session: the token is the credential. 404 for an unknown or revoked address
 * (the same answer either way), 304 when If-None-Match names the current ETag, 429 past 30
 * reads a minute per address (calendar apps poll hourly at most).
 */
const PER_MINUTE = 30;

export function registerFeedRoutes(app: FastifyInstance, services: Services) {
  const limiter = new RateLimiterMemory({ keyPrefix: "calendar-feed", points: PER_MINUTE, duration: 60 });
  app.get<{ Params: { token: string } }>(`${FEED_PATH}/:token`, async (req, reply) => {
    const token = req.params.token;
    try {
      await limiter.consume(`${req.tenant.id}:${token}`);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return reply
        .code(429)
        .header("retry-after", Math.ceil(refusal.msBeforeNext / 1000))
        .send({ statusCode: 429, message: "Too many requests for this calendar feed" });
    }
    const ctx = {
      db: services.forTenant(req.tenant.id),
      tenant: req.tenant,
      viewer: null,
      clock: systemClock,
      calendarSources: services.calendarSources,
    };
    const feed = await personalFeed(ctx, token, `${req.protocol}://${req.headers.host ?? "localhost"}`);
    if (!feed) return reply.code(404).send({ statusCode: 404, message: "This calendar feed does not exist" });
    reply
      .header("etag", feed.etag)
      .header("cache-control", "private, max-age=300")
      .header("content-disposition", 'inline; filename="calendar.ics"');
    if (matchesEtag(req.headers["if-none-match"], feed.etag)) return reply.code(304).send();
    return reply.type("text/calendar; charset=utf-8").send(feed.body);
  });
}
