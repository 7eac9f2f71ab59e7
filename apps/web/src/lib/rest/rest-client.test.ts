import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, writeToken } from "../auth-storage.ts";
import { createRestClient } from "./rest-client.ts";
import { RestError, RestNetworkError } from "./rest-error.ts";

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
}

function setup(response: Response | Error) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();
  const client = createRestClient({ onUnauthorized, onForbidden, fetch: fetchMock as typeof fetch });
  return { client, fetchMock, onUnauthorized, onForbidden };
}

describe("REST client", () => {
  afterEach(() => window.localStorage.clear());

  it("sends JSON with the bearer token and returns the JSON answer", async () => {
    writeToken("t0ken");
    const { client, fetchMock } = setup(answer(200, { user: { id: "1" } }));

    await expect(
      client.request({ method: "PUT", path: "/user", body: { timezone: "Europe/Paris" } }),
    ).resolves.toEqual({ user: { id: "1" } });

    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/user");
    expect(init?.method).toBe("PUT");
    expect(init?.headers).toMatchObject({
      authorization: "Bearer t0ken",
      "content-type": "application/json",
    });
    expect(init?.body).toBe('{"timezone":"Europe/Paris"}');
  });

  it("leaves the token out of anonymous calls", async () => {
    writeToken("stale");
    const { client, fetchMock } = setup(answer(200, { ok: true }));
    await client.request({ method: "POST", path: "/auth/local", body: {}, anonymous: true });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty("authorization");
  });

  it("signs out on a 401 to a call that carried the token", async () => {
    writeToken("expired");
    const { client, onUnauthorized } = setup(
      answer(401, { statusCode: 401, name: "Unauthorized", message: "Bad token" }),
    );

    const error = await client.request({ method: "PUT", path: "/user", body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RestError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("only reports wrong credentials on a sign-in's 401", async () => {
    const { client, onUnauthorized } = setup(
      answer(401, { statusCode: 401, name: "InvalidCredentials", message: "Wrong e-mail or password." }),
    );

    const error = await client
      .request({ method: "POST", path: "/auth/local", body: {}, anonymous: true })
      .catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 401,
      errorName: "InvalidCredentials",
      message: "Wrong e-mail or password.",
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("routes a 403 to the forbidden handler with its error name", async () => {
    writeToken("t");
    const { client, onForbidden } = setup(
      answer(403, { statusCode: 403, name: "InvalidIncubator", message: "This organisation does not exist" }),
    );

    await client.request({ method: "GET", path: "/api/invitations/x" }).catch(() => {});

    expect(onForbidden).toHaveBeenCalledWith(
      expect.objectContaining({
        status: 403,
        errorName: "InvalidIncubator",
        message: "This organisation does not exist",
      }),
    );
    expect(readToken()).toBe("t");
  });

  it("reads fields and retryAfter, and keeps a text answer as the message", async () => {
    const validation = await setup(
      answer(400, { name: "ValidationError", message: "Invalid", fields: { email: "Bad e-mail" } }),
    )
      .client.request({ method: "POST", path: "/x", anonymous: true })
      .catch((e: unknown) => e);
    expect(validation).toMatchObject({ fields: { email: "Bad e-mail" } });

    const throttled = await setup(
      answer(429, { name: "LimitReachedError", message: "Slow down", retryAfter: 90 }),
    )
      .client.request({ method: "POST", path: "/x", anonymous: true })
      .catch((e: unknown) => e);
    expect(throttled).toMatchObject({ status: 429, retryAfter: 90 });

    const text = await setup(answer(500, "Upstream failed"))
      .client.request({ method: "POST", path: "/x", anonymous: true })
      .catch((e: unknown) => e);
    expect(text).toMatchObject({ status: 500, message: "Upstream failed", errorName: null });
  });

  it("tells a missing answer apart", async () => {
    const error = await setup(new TypeError("Failed to fetch"))
      .client.request({ method: "GET", path: "/x" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestNetworkError);
  });
});
