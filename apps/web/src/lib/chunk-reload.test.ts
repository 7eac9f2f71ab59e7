import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  clearChunkReloadFlag,
  reloadOnceAfterChunkError,
  withChunkReload,
} from "./chunk-reload.ts";

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: http://localhost/assets/home.route-x.js",
);

describe("reloadOnceAfterChunkError", () => {
  it("reloads after the first failed chunk, not after the second in a row", () => {
    const reload = vi.fn();
    expect(reloadOnceAfterChunkError(chunkError, sessionStorage, reload)).toBe(true);
    expect(reloadOnceAfterChunkError(chunkError, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again once a later load succeeded", () => {
    const reload = vi.fn();
    reloadOnceAfterChunkError(chunkError, sessionStorage, reload);
    clearChunkReloadFlag(sessionStorage);
    expect(reloadOnceAfterChunkError(chunkError, sessionStorage, reload)).toBe(true);
  });

  it("leaves other errors alone", () => {
    const reload = vi.fn();
    expect(
      reloadOnceAfterChunkError(new Error("Cannot read properties of undefined"), sessionStorage, reload),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("withChunkReload", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const never = () => new Promise<never>(() => {});

  it("gives a chunk that does not arrive 120 seconds, then reloads the page", async () => {
    const reload = vi.fn();
    const settled = vi.fn();
    withChunkReload(never, { reload })().then(settled, settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
    // The old screen stays until the reload replaces it.
    expect(settled).not.toHaveBeenCalled();
  });

  it("reloads at once when the browser reports the chunk missing", async () => {
    const reload = vi.fn();
    withChunkReload(() => Promise.reject(chunkError), { reload })();

    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("raises the chunk-load error when the chunk fails again right after the reload", async () => {
    const reload = vi.fn();
    sessionStorage.setItem("launchpad-chunk-reload", "1");
    const loading = withChunkReload(never, { reload })();
    const failure = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await failure;
    expect(reload).not.toHaveBeenCalled();
  });

  it("returns a slow chunk that arrives in time, and allows the next failure to reload", async () => {
    const reload = vi.fn();
    sessionStorage.setItem("launchpad-chunk-reload", "1");
    const slow = () => new Promise((resolve) => setTimeout(() => resolve({ Component: "page" }), 60_000));
    const loading = withChunkReload(slow, { reload })();

    await vi.advanceTimersByTimeAsync(60_000);
    await expect(loading).resolves.toEqual({ Component: "page" });
    expect(sessionStorage.getItem("launchpad-chunk-reload")).toBeNull();
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(reload).not.toHaveBeenCalled();
  });
});
