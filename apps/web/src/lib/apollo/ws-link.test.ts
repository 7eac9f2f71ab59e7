import { describe, expect, it } from "vitest";
import { backoffDelay, incubatorIdentifier, subscriptionsUrl } from "./ws-link.ts";

describe("subscriptionsUrl", () => {
  it.each([
    { protocol: "http:", host: "localhost:3000", expected: "ws://localhost:3000/subscriptions" },
    { protocol: "http:", host: "orbit.localhost:5173", expected: "ws://orbit.localhost:5173/subscriptions" },
    { protocol: "https:", host: "acme.launchpad.app", expected: "wss://acme.launchpad.app/subscriptions" },
  ])("$protocol//$host → $expected", ({ protocol, host, expected }) => {
    expect(subscriptionsUrl({ protocol, host })).toBe(expected);
  });
});

describe("incubatorIdentifier", () => {
  it.each([
    { hostname: "localhost", expected: "localhost" },
    { hostname: "orbit.localhost", expected: "orbit" },
    { hostname: "acme.launchpad.app", expected: "acme" },
    { hostname: "", expected: "localhost" },
  ])("$hostname → $expected", ({ hostname, expected }) => {
    expect(incubatorIdentifier(hostname)).toBe(expected);
  });
});

describe("backoffDelay", () => {
  it.each([
    { retries: 0, random: 0, expected: 1300 },
    { retries: 1, random: 0, expected: 2300 },
    { retries: 3, random: 0.5, expected: 8000 + 1350 + 300 },
    { retries: 9, random: 0, expected: 32_000 + 300 },
  ])("$retries retries → $expected ms", ({ retries, random, expected }) => {
    expect(backoffDelay(retries, () => random)).toBe(expected);
  });
});
