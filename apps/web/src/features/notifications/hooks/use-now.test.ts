import { NOTIFICATION_TIME_REFRESH_MS } from "@launchpad/domain/notifications";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now.ts";

describe("useNow (the panel's relative times)", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("renews the time every 10 s, not in between", () => {
    const { result } = renderHook(() => useNow(NOTIFICATION_TIME_REFRESH_MS));
    const start = result.current;
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 10_000);
  });
});
