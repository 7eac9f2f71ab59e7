import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { RETRY_ATTEMPTS, RETRY_DELAY, shouldRetry } from "./retry-policy.ts";

function serverError(status: number): ServerError {
  const response = new Response("{}", { status });
  return new ServerError(`Received status code ${status}`, { response, bodyText: "{}" });
}

function parseError(status: number): ServerParseError {
  const response = new Response("<html>", { status });
  return new ServerParseError(new SyntaxError("Unexpected token <"), { response, bodyText: "<html>" });
}

describe("shouldRetry", () => {
  it.each([
    { failure: "HTTP 401", error: serverError(401), retried: false },
    { failure: "HTTP 403", error: serverError(403), retried: false },
    { failure: "HTTP 403 with an HTML body", error: parseError(403), retried: false },
    { failure: "HTTP 500", error: serverError(500), retried: true },
    { failure: "HTTP 502 from a proxy", error: parseError(502), retried: true },
    { failure: "HTTP 429", error: serverError(429), retried: true },
    { failure: "network down", error: new TypeError("Failed to fetch"), retried: true },
    {
      failure: "GraphQL errors",
      error: new CombinedGraphQLErrors({ errors: [{ message: "boom" }] }),
      retried: true,
    },
  ])("$failure → retried: $retried", ({ error, retried }) => {
    expect(shouldRetry(error)).toBe(retried);
  });
});

describe("retry settings (spec-1 §9)", () => {
  it("tries 6 times, waiting 3 s at first and 20 s at most, with jitter", () => {
    expect(RETRY_ATTEMPTS).toBe(6);
    expect(RETRY_DELAY).toEqual({ initial: 3000, max: 20_000, jitter: true });
  });
});
