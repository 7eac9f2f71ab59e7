import { describe, expect, it } from "vitest";
import { createAppPubSub } from "./pubsub.ts";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("in-process pub/sub", () => {
  it("delivers a keyed topic to its subscribers only, after the publisher's step, one object to all", async () => {
    const pubsub = await createAppPubSub();
    const a = pubsub.subscribe("incubator:updated", "a");
    const a2 = pubsub.subscribe("incubator:updated", "a");
    const b = pubsub.subscribe("incubator:updated", "b");
    let heardB = false;
    void b.next().then(() => {
      heardB = true;
    });
    const payload = { incubatorId: "a" };
    const first = a.next();
    pubsub.publish("incubator:updated", "a", payload);
    let settled = false;
    void first.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    expect((await first).value).toBe(payload);
    expect((await a2.next()).value).toBe(payload);
    await tick();
    expect(heardB).toBe(false);
    await Promise.all([a.return?.(), a2.return?.(), b.return?.()]);
  });

  it("keeps events published before the subscriber asks, and ends a waiting next on return()", async () => {
    const pubsub = await createAppPubSub();
    const events = pubsub.subscribe("sessions:ended");
    pubsub.publish("sessions:ended", { sessionIds: ["1"] });
    pubsub.publish("sessions:ended", { sessionIds: ["2"] });
    await tick();
    expect((await events.next()).value).toEqual({ sessionIds: ["1"] });
    expect((await events.next()).value).toEqual({ sessionIds: ["2"] });
    const waiting = events.next();
    await events.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
    pubsub.publish("sessions:ended", { sessionIds: ["3"] });
    await tick();
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it("drops the oldest events of a subscriber more than 1,024 behind instead of failing the publisher", async () => {
    const pubsub = await createAppPubSub();
    const slow = pubsub.subscribe("sessions:ended");
    for (let i = 0; i < 1030; i++) pubsub.publish("sessions:ended", { sessionIds: [String(i)] });
    await tick();
    expect((await slow.next()).value).toEqual({ sessionIds: ["6"] });
    await slow.return?.();
  });
});
