import type { LookupAddress } from "node:dns";
import { describe, expect, it, vi } from "vitest";
import { FEED_ERRORS } from "../calendar-feed.errors.ts";
import { createFeedLoader } from "./feed-loader.ts";
import { ADDRESS_BLOCKED, createGuardedFetch, guardedSocketLookup } from "./guarded-https.ts";
import { PUBLIC_IP } from "./test-helpers.ts";

function socketLookup(addresses: string[], all: boolean) {
  return new Promise<{
    error: NodeJS.ErrnoException | null;
    address: string | LookupAddress[];
    family?: number;
  }>((resolve) => {
    guardedSocketLookup(async () => addresses)("feed.example.com", { all }, (error, address, family) =>
      resolve({ error, address, family }),
    );
  });
}

describe("the default fetch checks addresses where it connects", () => {
  it("hands the socket every checked address", async () => {
    expect(await socketLookup([PUBLIC_IP, "2606:4700::1"], true)).toEqual({
      error: null,
      address: [
        { address: PUBLIC_IP, family: 4 },
        { address: "2606:4700::1", family: 6 },
      ],
      family: undefined,
    });
    expect(await socketLookup(["2606:4700::1"], false)).toMatchObject({ address: "2606:4700::1", family: 6 });
  });

  it.each([
    { addresses: ["127.0.0.1"] },
    { addresses: [PUBLIC_IP, "10.0.0.1"] },
    { addresses: ["::ffff:192.168.0.1"] },
    { addresses: [] },
  ])("refuses the socket $addresses", async ({ addresses }) => {
    const { error } = await socketLookup(addresses, true);
    expect(error?.code).toBe(ADDRESS_BLOCKED);
  });

  it("refuses an address literal before connecting", async () => {
    const lookup = vi.fn(async () => [PUBLIC_IP]);
    await expect(createGuardedFetch(lookup)("https://[::1]:8443/feed.ics")).rejects.toMatchObject({
      code: ADDRESS_BLOCKED,
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("speaks https only", async () => {
    await expect(createGuardedFetch(async () => [PUBLIC_IP])("http://feed.example.com/")).rejects.toThrow(
      TypeError,
    );
  });

  it("a second DNS answer pointing inside (rebinding) is refused", async () => {
    const lookup = vi.fn<(host: string) => Promise<string[]>>();
    lookup.mockResolvedValueOnce([PUBLIC_IP]).mockResolvedValue(["127.0.0.1"]);
    const loader = createFeedLoader({ lookup, now: () => 0 });
    expect(await loader.busy("https://rebind.example.com/feed.ics", 0, 1000, "UTC")).toEqual({
      ok: false,
      error: FEED_ERRORS.blocked,
      checkedAt: 0,
    });
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
