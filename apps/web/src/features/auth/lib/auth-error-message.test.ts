import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { RestError, RestNetworkError } from "../../../lib/rest/rest-error.ts";
import { englishMessages as english } from "../../../test/english-messages.ts";
import { authErrorMessage } from "./auth-error-message.ts";

const intl = createIntl({ locale: "en", messages: english });

describe("authErrorMessage", () => {
  it.each([
    {
      case: "wrong e-mail or password",
      error: new RestError(401, { name: "InvalidCredentials", message: "Wrong e-mail or password." }, "x"),
      expected: "Wrong e-mail or password.",
    },
    {
      case: "too many attempts, in whole minutes",
      error: new RestError(429, { name: "LimitReachedError", message: "Too many…", retryAfter: 61 }, "x"),
      expected: "Too many sign-in attempts. Try again in 2 minutes.",
    },
    {
      case: "too many attempts, the per-account wait in seconds",
      error: new RestError(429, { name: "LimitReachedError", message: "Too many…", retryAfter: 20 }, "x"),
      expected: "Too many sign-in attempts. Try again in 20 seconds.",
    },
    {
      case: "too many attempts, one second",
      error: new RestError(429, { name: "LimitReachedError", message: "Too many…", retryAfter: 1 }, "x"),
      expected: "Too many sign-in attempts. Try again in 1 second.",
    },
    {
      case: "an error the client does not know",
      error: new RestError(400, { name: "Whatever", message: "Something the server says" }, "x"),
      expected: "Something the server says",
    },
    {
      case: "a body that is not JSON",
      error: new RestError(500, { message: "Bad gateway" }, "x"),
      expected: "Bad gateway",
    },
    {
      case: "no answer",
      error: new RestNetworkError(new TypeError("Failed to fetch")),
      expected: "The server could not be reached. Check your connection and try again.",
    },
  ])("$case", ({ error, expected }) => {
    expect(authErrorMessage(error, intl)).toBe(expected);
  });

  it("translates a known name with the caller's message", () => {
    const error = new RestError(400, { name: "InvalidToken", message: "This link has expired…" }, "x");
    expect(authErrorMessage(error, intl, { InvalidToken: "reset.error.invalidToken" })).toBe(
      "This link has expired or has already been used.",
    );
  });
});
