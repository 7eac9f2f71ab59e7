import { describe, expect, it, vi } from "vitest";
import { clearChunkReloadFlag, reloadOnceAfterChunkError } from "./chunk-reload.ts";

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
