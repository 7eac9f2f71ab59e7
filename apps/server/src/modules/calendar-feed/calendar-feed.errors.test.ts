import { describe, expect, it } from "vitest";
import {
  FEED_ERRORS,
  feedErrorCode,
  httpError,
  timeoutError,
  tooLargeError,
} from "./calendar-feed.errors.ts";

describe("feedErrorCode", () => {
  it.each([
    [FEED_ERRORS.blocked, "blocked"],
    [FEED_ERRORS.invalidIcs, "invalidIcs"],
    [timeoutError(5000), "timeout"],
    [tooLargeError(2 * 1024 * 1024), "tooLarge"],
    [httpError(404), "http"],
    ["Something else", null],
  ])("%s → %s", (message, code) => {
    expect(feedErrorCode(message)).toBe(code);
  });
});
