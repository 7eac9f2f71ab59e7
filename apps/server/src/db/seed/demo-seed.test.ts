import { describe, expect, it } from "vitest";
import { type DemoSeed, demoSeedOrder } from "./demo-seed.ts";

const step = (after?: string[]): DemoSeed => ({ after, seed: async () => {} });

describe("the order of the modules' demo data", () => {
  it("puts each module after those it names, otherwise keeps the given order", () => {
    const order = demoSeedOrder([
      { name: "availability", demo: step(["users"]) },
      { name: "booking" },
      { name: "roles", demo: step() },
      { name: "startups", demo: step(["users"]) },
      { name: "users", demo: step(["roles"]) },
    ]).map((m) => m.name);
    expect(order).toEqual(["roles", "users", "availability", "startups"]);
  });

  it("refuses a module named in `after` that has no demo data", () => {
    expect(() => demoSeedOrder([{ name: "a", demo: step(["b"]) }, { name: "b" }])).toThrow(
      "Demo data of a comes after b, which has none",
    );
  });

  it("refuses a cycle", () => {
    expect(() =>
      demoSeedOrder([
        { name: "a", demo: step(["b"]) },
        { name: "b", demo: step(["a"]) },
      ]),
    ).toThrow("Demo data cycle: a → b → a");
  });
});
