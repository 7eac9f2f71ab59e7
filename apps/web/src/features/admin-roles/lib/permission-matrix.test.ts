import { describe, expect, it } from "vitest";
import { criteriaOf, groupByArea, matchesFilter, withChange } from "./permission-matrix.ts";

const make = (key: string, criteria: string) => ({ key, criteria });

describe("permission matrix", () => {
  const permissions = [make("USER:EDIT", "ALL"), make("STARTUP_FILE:VIEW", "ASSIGNED")];

  it.each([
    ["USER:EDIT", "ALL"],
    ["STARTUP_FILE:VIEW", "ASSIGNED"],
    ["EVENT:EDIT", null],
  ])("reads the criteria of %s", (key, expected) => {
    expect(criteriaOf(permissions, key)).toBe(expected);
  });

  it("sets, replaces and removes one key", () => {
    expect(withChange(permissions, "EVENT:EDIT", "ALL", make)).toEqual([
      ...permissions,
      make("EVENT:EDIT", "ALL"),
    ]);
    expect(withChange(permissions, "STARTUP_FILE:VIEW", "ALL", make)).toEqual([
      make("USER:EDIT", "ALL"),
      make("STARTUP_FILE:VIEW", "ALL"),
    ]);
    expect(withChange(permissions, "USER:EDIT", null, make)).toEqual([make("STARTUP_FILE:VIEW", "ASSIGNED")]);
  });

  it("groups by area in the catalogue's order and drops empty areas", () => {
    const catalogue = [
      { key: "A:1", area: "Alpha", withCriteria: false },
      { key: "B:1", area: "Beta", withCriteria: true },
      { key: "A:2", area: "Alpha", withCriteria: false },
    ];
    expect(groupByArea(catalogue).map((g) => [g.area, g.permissions.map((p) => p.key)])).toEqual([
      ["Alpha", ["A:1", "A:2"]],
      ["Beta", ["B:1"]],
    ]);
    expect(groupByArea(catalogue, (entry) => entry.key !== "B:1").map((g) => g.area)).toEqual(["Alpha"]);
  });

  it.each([
    ["", "USER:EDIT", "Users", true],
    ["user", "USER:EDIT", "Users", true],
    ["edit user", "USER:EDIT", "Users", true],
    ["المستخدمون", "USER:EDIT", "المستخدمون", true],
    ["tag", "USER:EDIT", "Users", false],
  ])("filter %j on %s (%s) matches: %s", (filter, key, area, expected) => {
    expect(matchesFilter(filter, key, area)).toBe(expected);
  });
});
