import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createSessionRefresher,
  SESSION_REFRESH_DEBOUNCE_MS,
  SESSION_REFRESH_INTERVAL_MS,
} from "./session-refresher.ts";

describe("session refresher", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's 30 s interval and 500 ms debounce", () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(30_000);
    expect(SESSION_REFRESH_DEBOUNCE_MS).toBe(500);
  });

  it("refreshes 500 ms after each 30 s tick", () => {
    const refresh = vi.fn();
    const refresher = createSessionRefresher(refresh);
    refresher.start();

    vi.advanceTimersByTime(30_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(499);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it("makes one call for requests closer together than 500 ms", () => {
    const refresh = vi.fn();
    const refresher = createSessionRefresher(refresh);

    refresher.trigger();
    vi.advanceTimersByTime(300);
    refresher.trigger();
    vi.advanceTimersByTime(300);
    refresher.trigger();
    expect(refresh).not.toHaveBeenCalled();

    vi.advanceTimersByTime(500);
    expect(refresh).toHaveBeenCalledTimes(1);

    refresher.trigger();
    vi.advanceTimersByTime(500);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("merges a tick with a request made just before it", () => {
    const refresh = vi.fn();
    const refresher = createSessionRefresher(refresh);
    refresher.start();

    vi.advanceTimersByTime(29_800);
    refresher.trigger();
    vi.advanceTimersByTime(200 + 500);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it("stops refreshing, even a refresh already asked for", () => {
    const refresh = vi.fn();
    const refresher = createSessionRefresher(refresh);
    refresher.start();
    refresher.trigger();

    refresher.stop();
    vi.advanceTimersByTime(5 * 30_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
