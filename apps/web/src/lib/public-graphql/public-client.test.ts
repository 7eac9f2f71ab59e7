import { parse } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { createPublicClient, type GraphQLAnswer, PublicQueryError } from "./public-client.ts";

const Organisation = parse("query Organisation { incubator { __typename id name logo } }");
const SupportAddress = parse("query SupportAddress { incubator { __typename id supportEmail } }");

const organisation = { incubator: { __typename: "Incubator", id: "1", name: "Demo", logo: null } };

function answering(...answers: (GraphQLAnswer | Error)[]) {
  const transport = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
  return transport;
}

describe("the public client", () => {
  it("asks once for a read several places want, then answers from its cache", async () => {
    const transport = answering({ data: organisation });
    const client = createPublicClient({ transport });

    const [first, second] = await Promise.all([client.query(Organisation), client.query(Organisation)]);
    await client.query(Organisation);

    expect(first).toEqual(organisation);
    expect(second).toBe(first);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(client.read(Organisation)).toEqual({ data: organisation, loading: false, error: undefined });
  });

  it("asks again when the server could not be reached, and gives up after the last attempt", async () => {
    const unreachable = new PublicQueryError("Failed to fetch", null);
    const transport = answering(unreachable, { data: organisation });
    const client = createPublicClient({ transport, retryDelay: () => 0 });
    expect(await client.query(Organisation)).toEqual(organisation);

    const failing = createPublicClient({
      transport: answering(unreachable, unreachable, unreachable),
      retryDelay: () => 0,
      attempts: 3,
    });
    await expect(failing.query(Organisation)).rejects.toThrow("Failed to fetch");
    expect(failing.read(Organisation).error?.status).toBeNull();
  });

  it("sends a 403 to the error pages without asking again (an unknown organisation)", async () => {
    const refused = new PublicQueryError("Unknown incubator", 403, [
      { message: "Unknown incubator", extensions: { name: "InvalidIncubator" } },
    ]);
    const transport = answering(refused);
    const onHttpFailure = vi.fn();
    const client = createPublicClient({ transport, onHttpFailure, retryDelay: () => 0 });

    await expect(client.query(Organisation)).rejects.toBe(refused);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(onHttpFailure).toHaveBeenCalledWith(
      { status: 403, errorNames: ["InvalidIncubator"], message: "Unknown incubator" },
      "Organisation",
    );
  });

  it("signs out on an AuthenticationRequiredError in an answer", async () => {
    const onAuthenticationRequired = vi.fn();
    const client = createPublicClient({
      transport: answering({
        errors: [{ message: "x", extensions: { name: "AuthenticationRequiredError" } }],
      }),
      onAuthenticationRequired,
    });

    await expect(client.query(Organisation)).rejects.toBeInstanceOf(PublicQueryError);
    expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
  });

  it("puts an event's fields into every answer that shows the same object, and tells who watches", async () => {
    const client = createPublicClient({
      transport: answering(
        { data: organisation },
        { data: { incubator: { __typename: "Incubator", id: "1", supportEmail: "help@demo.test" } } },
      ),
    });
    await client.query(Organisation);
    await client.query(SupportAddress);
    const listener = vi.fn();
    client.watch(listener);

    client.mergeEntity({
      __typename: "Incubator",
      id: "1",
      name: "Renamed",
      logo: "/logo.png",
      slug: "demo",
    });

    expect(client.read(Organisation).data).toEqual({
      incubator: { __typename: "Incubator", id: "1", name: "Renamed", logo: "/logo.png" },
    });
    expect(client.read(SupportAddress).data).toEqual({
      incubator: { __typename: "Incubator", id: "1", supportEmail: "help@demo.test" },
    });
    expect(listener).toHaveBeenCalledTimes(1);

    client.mergeEntity({ __typename: "Incubator", id: "2", name: "Another" });
    client.write(Organisation, client.read(Organisation).data as typeof organisation);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("asks afresh when told to, showing the cached answer until the new one arrives, and keeping it when that fails", async () => {
    let answer!: (value: GraphQLAnswer) => void;
    const renamed = { incubator: { ...organisation.incubator, name: "Renamed" } };
    const transport = vi
      .fn<() => Promise<GraphQLAnswer>>()
      .mockResolvedValueOnce({ data: organisation })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockRejectedValueOnce(new PublicQueryError("Bad gateway", 502));
    const client = createPublicClient({ transport, attempts: 1 });
    await client.query(Organisation);

    const asked = client.refetch(Organisation);
    // Asked again while under way: the same request.
    expect(client.refetch(Organisation)).toBe(asked);
    expect(client.read(Organisation)).toEqual({ data: organisation, loading: false, error: undefined });
    answer({ data: renamed });
    expect(await asked).toEqual(renamed);
    expect(client.read(Organisation).data).toEqual(renamed);

    await expect(client.refetch(Organisation)).rejects.toThrow("Bad gateway");
    expect(client.read(Organisation)).toEqual({ data: renamed, loading: false, error: undefined });
    expect(transport).toHaveBeenCalledTimes(3);
    // A cached answer is still answered from the cache.
    expect(await client.query(Organisation)).toEqual(renamed);
    expect(transport).toHaveBeenCalledTimes(3);
  });
});
