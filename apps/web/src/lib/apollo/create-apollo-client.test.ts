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
  afterEach(() => vi.unstubAllGlobals());

  it("posts to /graphql?operation=NAME with the preflight and authorization headers, without __typename", async () => {
    const fetchMock = vi.fn(async (_uri: string, _init: RequestInit) =>
      answer(200, { data: { incubator: { __typename: "Incubator", name: "Demo Accelerator" } } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    writeToken("t0ken");
    const client = createApolloClient({ navigate: vi.fn() });

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
    const client = createApolloClient({ navigate });

    await expect(client.query({ query: IncubatorName })).rejects.toThrow();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith("/incubator-not-found", expect.objectContaining({ from: "/" }));
  });
});
