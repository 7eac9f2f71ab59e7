import { TOUR_POLLING_MS } from "@launchpad/domain/guided-tours";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isPageReady, waitUntilReady } from "./wait-until-ready.ts";

describe("isPageReady", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("waits for the progress bar, a page's loader, a loading overlay and the metrics checker", () => {
    document.body.innerHTML = '<main class="mantine-AppShell-main"><h1>Calendar</h1></main>';
    expect(isPageReady(document)).toBe(true);
    for (const blocker of [
      '<div data-testid="activity-bar"></div>',
      '<main class="mantine-AppShell-main"><span class="mantine-Loader-root"></span></main>',
      "<div data-loading-overlay></div>",
      '<div data-metrics-checker role="dialog"></div>',
    ]) {
      document.body.innerHTML = blocker;
      expect(isPageReady(document), blocker).toBe(false);
    }
  });
});

describe("waitUntilReady", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes at once when the page is ready", async () => {
    const done = vi.fn();
    void waitUntilReady(() => true, { signal: new AbortController().signal }).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it("looks again every 2.5 s until the page is ready", async () => {
    expect(TOUR_POLLING_MS).toBe(2500);
    let ready = false;
    const looked = vi.fn(() => ready);
    const done = vi.fn();
    void waitUntilReady(looked, { signal: new AbortController().signal }).then(done);
    await vi.advanceTimersByTimeAsync(2499);
    expect(looked).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(looked).toHaveBeenCalledTimes(2);
    ready = true;
    await vi.advanceTimersByTimeAsync(2500);
    expect(done).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(looked).toHaveBeenCalledTimes(3);
  });

  it("stops looking, and never goes, once the page has changed", async () => {
    const stop = new AbortController();
    const looked = vi.fn(() => false);
    const done = vi.fn();
    void waitUntilReady(looked, { signal: stop.signal }).then(done);
    stop.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(looked).toHaveBeenCalledTimes(1);
    expect(done).not.toHaveBeenCalled();
  });
});
