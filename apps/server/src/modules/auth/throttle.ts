import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { LimitReachedError } from "../../graphql/errors.ts";

/**
 * Sign-in throttling counts attempts, not HTTP requests: the sign-in service consumes one
 * point per attempt, so ten aliased `signIn` fields in one GraphQL document cost ten.
 * Per account (tenant + e-mail) and per IP, over a 15-minute window; a success clears the
 * account's count. Counters live in Redis when there is one, so all instances share them.
 * The per-IP limit is high enough for a cohort signing in together behind one address (an
 * event's Wi-Fi, an office NAT) while still stopping a password spray from one machine.
 */
export const THROTTLE = { perAccount: 10, perIp: 200, windowSeconds: 15 * 60 } as const;

export type SignInThrottle = {
  consume(tenantId: string, email: string, ip: string): Promise<void>;
  succeeded(tenantId: string, email: string): Promise<void>;
};

export function createSignInThrottle(redis?: Redis): SignInThrottle {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: THROTTLE.windowSeconds })
      : new RateLimiterMemory({ keyPrefix, points, duration: THROTTLE.windowSeconds });
  const perAccount = make("signin:account", THROTTLE.perAccount);
  const perIp = make("signin:ip", THROTTLE.perIp);
  const accountKey = (tenantId: string, email: string) => `${tenantId}:${email.trim().toLowerCase()}`;

  return {
    consume: async (tenantId, email, ip) => {
      try {
        await Promise.all([perAccount.consume(accountKey(tenantId, email)), perIp.consume(ip)]);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
        throw new LimitReachedError(`Too many sign-in attempts. Try again in ${minutes} minutes.`, {
          retryAfter: Math.ceil(error.msBeforeNext / 1000),
        });
      }
    },
    succeeded: async (tenantId, email) => {
      await perAccount.delete(accountKey(tenantId, email));
    },
  };
}
