import { describe, expect, it } from "vitest";
import { amountMessageOf, balanceShares, splitMinutes } from "./hours.ts";

describe("splitMinutes", () => {
  it.each([
    [210, { hours: 3, minutes: 30 }],
    [300, { hours: 5, minutes: 0 }],
    [45, { hours: 0, minutes: 45 }],
    [0, { hours: 0, minutes: 0 }],
    [-20, { hours: 0, minutes: 0 }],
  ])("%i minutes → %o", (total, expected) => {
    expect(splitMinutes(total)).toEqual(expected);
  });
});

describe("amountMessageOf", () => {
  it.each([
    [{ hours: 3, minutes: 30 }, "hoursAndMinutes"],
    [{ hours: 5, minutes: 0 }, "hours"],
    [{ hours: 0, minutes: 45 }, "minutes"],
    [{ hours: 0, minutes: 0 }, "minutes"],
  ] as const)("%o is written with the %s message", (amount, message) => {
    expect(amountMessageOf(amount)).toBe(message);
  });
});

describe("balanceShares", () => {
  it("gives the used and pending shares of the allocation", () => {
    expect(balanceShares(300, 60, 30)).toEqual({ used: 20, pending: 10 });
  });

  it("stops at a full bar when more is booked than allocated", () => {
    expect(balanceShares(60, 45, 45)).toEqual({ used: 75, pending: 25 });
    expect(balanceShares(60, 90, 30)).toEqual({ used: 100, pending: 0 });
  });

  it("has no bar when nothing is allocated", () => {
    expect(balanceShares(0, 30, 0)).toBeNull();
  });
});
