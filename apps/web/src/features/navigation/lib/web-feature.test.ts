import { describe, expect, it } from "vitest";
import { assembleTopBar, defineFeature } from "./web-feature.ts";

const Bell = () => null;
const Tasks = () => null;

describe("assembleTopBar", () => {
  it("gathers each feature's top-bar buttons into their slots", () => {
    const slots = assembleTopBar([
      defineFeature({ name: "notifications", topBar: { notifications: Bell } }),
      defineFeature({ name: "tasks", topBar: { tasks: Tasks } }),
      defineFeature({ name: "other" }),
    ]);
    expect(slots).toEqual({ notifications: Bell, tasks: Tasks });
  });

  it("refuses two features filling one slot", () => {
    expect(() =>
      assembleTopBar([
        defineFeature({ name: "a", topBar: { tasks: Tasks } }),
        defineFeature({ name: "b", topBar: { tasks: Bell } }),
      ]),
    ).toThrow(/b is the second/);
  });
});
