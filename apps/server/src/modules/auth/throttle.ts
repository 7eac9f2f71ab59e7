import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { LimitReachedError } from "../../graphql/errors.ts";

/**
 * Sign-in throttling (docs/signing-in.md, "Throttling"). It stops guessing without letting
 * anyone shut a user out: only failed attempts count, and no rule lets one address refuse the
 * right password to the account's owner elsewhere.
 *
 * - Per account and address: 10 failures in 15 minutes, then that address is refused for the
 *   rest of the window. A success clears it.
 * - Per address, over all accounts: 200 failures in 15 minutes (a password spray from one
 *   machine; high enough for a cohort behind one NAT).
 * - Per account, over all addresses: the first 20 failures in an hour are free; past them each
 *   attempt must wait after the previous one 1 s, then 2, 4, … up to 60 s. A distributed guess
 *   is slowed to one try a minute; the owner waits at most a minute, never 15. An address the
 *   account signed in from in the last 14 days skips this wait (only its own limit applies), so
 *   a guesser who keeps the wait closed from many addresses still cannot keep the owner out.
 *
 * Each attempt reserves its points before the password is checked (so parallel requests cannot
 * overshoot a limit) and a success gives them back: successes cost nothing. Counters live in
 * Redis when there is one, so all instances share them; while Redis is unreachable each
 * instance counts in process (the limiters' insurance) and sign-in keeps working.
 * Attempts are counted, not HTTP requests: ten aliased `signIn` fields in one GraphQL
 * document are ten attempts.
 */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  perAccountAndIp: 10,
  perIp: 200,
  perAccountFree: 20,
  accountWindowSeconds: 60 * 60,
  maxDelaySeconds: 60,
  knownAddressSeconds: 14 * 24 * 60 * 60,
} as const;

/** The wait the account's nth attempt in the hour imposes on the next one (0: none). */
export function accountDelaySeconds(failures: number): number {
  const beyond = failures - THROTTLE.perAccountFree;
  if (beyond <= 0) return 0;
  return Math.min(2 ** (beyond - 1), THROTTLE.maxDelaySeconds);
}

/** An attempt let through: tell the throttle when the password was right. */
export type SignInAttempt = { succeeded(): Promise<void> };

export type SignInThrottle = {
  /** Before the password is checked: refuses with LimitReachedError, or reserves the attempt. */
  attempt(tenantId: string, email: string, ip: string): Promise<SignInAttempt>;
};

export function createSignInThrottle(redis?: Redis): SignInThrottle {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const accountAndIp = make("signin:account-ip", THROTTLE.perAccountAndIp, THROTTLE.windowSeconds);
  const perIp = make("signin:ip", THROTTLE.perIp, THROTTLE.windowSeconds);
  const account = make("signin:account", THROTTLE.perAccountFree, THROTTLE.accountWindowSeconds);
  /** One point per delay: the key lives as long as the wait the last attempt set. */
  const accountGate = make("signin:account-gate", 1, THROTTLE.maxDelaySeconds);
  /** Addresses the account signed in from: a key per account and address, kept 14 days. */
  const knownAddresses = make("signin:known", 1_000_000, THROTTLE.knownAddressSeconds);

  return {
    attempt: async (tenantId, email, ip) => {
      const accountKey = `${tenantId}:${email.trim().toLowerCase()}`;
      const pairKey = `${accountKey}:${ip}`;
      const taken: [RateLimiterAbstract, string][] = [];
      const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.reward(key).catch(() => {})));
      try {
        for (const [limiter, key] of [
          [accountAndIp, pairKey],
          [perIp, ip],
        ] as const) {
          await limiter.consume(key);
          taken.push([limiter, key]);
        }
        const failures = await account.consume(accountKey).then(
          (res) => res.consumedPoints,
          (res: unknown) => {
            if (res instanceof RateLimiterRes) return res.consumedPoints;
            throw res;
          },
        );
        taken.push([account, accountKey]);
        // Past the free failures, an attempt passes only once the previous one's wait is over,
        // and sets the wait for the next: 1 s, 2 s, 4 s, … up to the cap.
        const delay = accountDelaySeconds(failures);
        if (delay > 0 && (await knownAddresses.get(pairKey)) === null) {
          await accountGate.consume(accountKey, 1, { customDuration: delay });
        }
      } catch (error) {
        await giveBack();
        if (!(error instanceof RateLimiterRes)) throw error;
        throw tooMany(error.msBeforeNext);
      }
      return {
        succeeded: async () => {
          await Promise.all([
            accountAndIp.delete(pairKey).catch(() => {}),
            perIp.reward(ip).catch(() => {}),
            account.reward(accountKey).catch(() => {}),
            accountGate.delete(accountKey).catch(() => {}),
            knownAddresses
              .delete(pairKey)
              .then(() => knownAddresses.penalty(pairKey))
              .catch(() => {}),
          ]);
        },
      };
    },
  };
}

function tooMany(msBeforeNext: number): LimitReachedError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new LimitReachedError(`Too many sign-in attempts. Try again in ${wait}.`, { retryAfter: seconds });
}
