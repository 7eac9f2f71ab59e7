import { describe, expect, it } from "vitest";
import { NO_FILTERS, usersVariables } from "./user-filters.ts";

describe("usersVariables", () => {
  it.each([
    ["no filter", "all", NO_FILTERS, 1, { filter: {}, offset: 0, limit: 25 }],
    [
      "every filter, trimmed search, third page",
      "all",
      { search: "  ada ", roleId: "r1", category: "employee", status: "unactive" },
      3,
      {
        filter: { search: "ada", roleIds: ["r1"], categories: ["employee"], statuses: ["unactive"] },
        offset: 50,
        limit: 25,
      },
    ],
    ["blank search", "all", { ...NO_FILTERS, search: "   " }, 1, { filter: {}, offset: 0, limit: 25 }],
    [
      "the mentors view is fixed to the network",
      "mentors",
      { ...NO_FILTERS, category: "employee" },
      1,
      { filter: { categories: ["network"] }, offset: 0, limit: 25 },
    ],
    ["a page below 1 is the first", "all", NO_FILTERS, 0, { filter: {}, offset: 0, limit: 25 }],
  ] as const)("%s", (_name, view, filters, page, expected) => {
    expect(usersVariables(view, filters, page)).toEqual(expected);
  });
});
