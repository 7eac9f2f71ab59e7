import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountDelaySeconds, createSignInThrottle, THROTTLE } from "./throttle.ts";

describe("the per-account wait", () => {
  it("is none for the free failures, then doubles up to the cap", () => {
    expect(accountDelaySeconds(THROTTLE.perAccountFree)).toBe(0);
    const waits = Array.from({ length: 9 }, (_, i) => accountDelaySeconds(THROTTLE.perAccountFree + 1 + i));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe("the in-process throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fail = async (throttle: ReturnType<typeof createSignInThrottle>, ip: string, email = "a@x.test") => {
    await throttle.attempt("t1", email, ip);
  };

  it("refuses one address for the rest of the window, and hammering it does not renew the block", async () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < THROTTLE.perAccountAndIp; i++) await fail(throttle, "1.1.1.1");
    await expect(fail(throttle, "1.1.1.1")).rejects.toMatchObject({ errorName: "LimitReachedError" });
    vi.advanceTimersByTime((THROTTLE.windowSeconds - 60) * 1000);
    await expect(fail(throttle, "1.1.1.1")).rejects.toMatchObject({ errorName: "LimitReachedError" });
    vi.advanceTimersByTime(61 * 1000);
    await expect(throttle.attempt("t1", "a@x.test", "1.1.1.1")).resolves.toBeDefined();
  });

  it("never waits the owner more than the cap, however many addresses guess", async () => {
    const throttle = createSignInThrottle();
    let refusedFor = 0;
    for (let i = 0; i < THROTTLE.perAccountFree + 20; i++) {
      try {
        await fail(throttle, `2.2.${i}.1`);
      } catch (error) {
        refusedFor = (error as { extensions: { retryAfter: number } }).extensions.retryAfter;
        expect(refusedFor).toBeLessThanOrEqual(THROTTLE.maxDelaySeconds);
        vi.advanceTimersByTime(refusedFor * 1000);
      }
    }
    expect(refusedFor).toBe(THROTTLE.maxDelaySeconds);
    vi.advanceTimersByTime(THROTTLE.maxDelaySeconds * 1000);
    const owner = await throttle.attempt("t1", "a@x.test", "9.9.9.9");
    await owner.succeeded();
  });
});
