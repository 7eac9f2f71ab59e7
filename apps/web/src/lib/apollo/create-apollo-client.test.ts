import { gql } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeToken } from "../auth-storage.ts";
import { createApolloClient } from "./create-apollo-client.ts";

const IncubatorName = gql`
  query IncubatorName($filter: Filter) {
    incubator(filter: $filter) {
      name
    }
  }
`;

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("createApolloClient", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("posts to /graphql?operation=NAME with the preflight and authorization headers, without __typename", async () => {
    const fetchMock = vi.fn(async (_uri: string, _init: RequestInit) =>
      answer(200, { data: { incubator: { __typename: "Incubator", name: "Demo Accelerator" } } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    writeToken("t0ken");
    const client = createApolloClient({ navigate: vi.fn(), signOut: vi.fn() });

    const { data } = await client.query({
      query: IncubatorName,
      variables: { filter: { __typename: "Filter", text: "x" } },
    });

    expect(data).toEqual({ incubator: { __typename: "Incubator", name: "Demo Accelerator" } });
    const [uri, init] = fetchMock.mock.calls[0] ?? [];
    expect(uri).toBe("/graphql?operation=IncubatorName");
    expect(init?.headers).toMatchObject({
      "apollo-require-preflight": "true",
      authorization: "Bearer t0ken",
    });
    expect(JSON.parse(String(init?.body)).variables).toEqual({ filter: { text: "x" } });
  });

  it("does not retry a 403 InvalidIncubator and navigates to /incubator-not-found", async () => {
    const fetchMock = vi.fn(async () =>
      answer(403, { errors: [{ message: "Unknown incubator", extensions: { name: "InvalidIncubator" } }] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const navigate = vi.fn();
    const client = createApolloClient({ navigate, signOut: vi.fn() });

    await expect(client.query({ query: IncubatorName })).rejects.toThrow();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/incubator-not-found", expect.objectContaining({ from: "/" }));
  });

  it("signs out on HTTP 401, without retrying", async () => {
    const fetchMock = vi.fn(async () =>
      answer(401, {
        errors: [{ message: "Bad token", extensions: { name: "AuthenticationRequiredError" } }],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const signOut = vi.fn();
    const client = createApolloClient({ navigate: vi.fn(), signOut });

    await expect(client.query({ query: IncubatorName })).rejects.toThrow();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalled();
  });

  it.each([
    { path: "/events", signedOut: true },
    { path: "/applications-manager?tab=1", signedOut: true },
    { path: "/login", signedOut: false },
    { path: "/reset/abc", signedOut: false },
    { path: "/acceptinvitation", signedOut: false },
    { path: "/forgotpassword", signedOut: false },
    { path: "/application/new", signedOut: false },
    { path: "/share/forms/42", signedOut: false },
    { path: "/welcome", signedOut: false },
  ])("an AuthenticationRequiredError on $path → signed out: $signedOut", async ({ path, signedOut }) => {
    window.history.replaceState(null, "", path);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(200, {
          data: null,
          errors: [{ message: "You must be signed in", extensions: { name: "AuthenticationRequiredError" } }],
        }),
      ),
    );
    const signOut = vi.fn();
    const client = createApolloClient({ navigate: vi.fn(), signOut });

    await expect(client.query({ query: IncubatorName })).rejects.toThrow();

    expect(signOut).toHaveBeenCalledTimes(signedOut ? 1 : 0);
  });

  it("recognises the error by its message too, and ignores other errors", async () => {
    window.history.replaceState(null, "", "/events");
    const errors = [
      [{ message: "AuthenticationRequiredError" }],
      [{ message: "Nope", extensions: { name: "ForbiddenError" } }],
    ];
    const signOut = vi.fn();
    for (const batch of errors) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => answer(200, { data: null, errors: batch })),
      );
      const client = createApolloClient({ navigate: vi.fn(), signOut });
      await expect(client.query({ query: IncubatorName })).rejects.toThrow();
    }
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
