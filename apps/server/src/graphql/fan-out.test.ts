import { describe, expect, it } from "vitest";
import { DELIVERIES_PER_TURN, pacedPerEvent, sharedPerEvent } from "./fan-out.ts";

describe("sharedPerEvent", () => {
  it("builds once per event and key, again for another event or key", async () => {
    const shared = sharedPerEvent<object, number>();
    let builds = 0;
    const build = async () => ++builds;
    const event = {};
    expect(await Promise.all([shared(event, "a", build), shared(event, "a", build)])).toEqual([1, 1]);
    expect(await shared(event, "b", build)).toBe(2);
    expect(await shared({}, "a", build)).toBe(3);
  });
});

describe("pacedPerEvent", () => {
  it("lets the first deliveries of an event through at once and later ones a turn of the loop later each", async () => {
    const turn = pacedPerEvent();
    const event = {};
    const first = Array.from({ length: DELIVERIES_PER_TURN }, () => turn(event));
    expect(first.every((gate) => gate === undefined)).toBe(true);
    const second = turn(event);
    const third = Array.from({ length: DELIVERIES_PER_TURN }, () => turn(event)).at(-1);
    expect(second).toBeInstanceOf(Promise);
    const order: string[] = [];
    void second?.then(() => order.push("second"));
    void third?.then(() => order.push("third"));
    await Promise.resolve();
    expect(order).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(["second", "third"]);
    expect(turn({})).toBeUndefined();
  });
});
