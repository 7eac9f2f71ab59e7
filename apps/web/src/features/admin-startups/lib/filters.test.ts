import { describe, expect, it } from "vitest";
import { filterInput, isFiltered, NO_FILTERS, readFilters, writeFilters } from "./filters.ts";

describe("the administration's filters in the address", () => {
  it("reads repeated keys, without duplicates or empties", () => {
    const params = new URLSearchParams("program=p1&program=p1&tag=t1&tag=&industry=i1&industry=i2&q=x");
    expect(readFilters(params)).toEqual({ programIds: ["p1"], tagIds: ["t1"], industryIds: ["i1", "i2"] });
  });

  it("writes them back, keeps the search and starts again at the first page", () => {
    const next = writeFilters(new URLSearchParams("q=acme&page=3&tag=old"), {
      programIds: ["p1", "p2"],
      tagIds: [],
      industryIds: ["i1"],
    });
    expect(next.toString()).toBe("q=acme&program=p1&program=p2&industry=i1");
  });

  it("says whether the list is narrowed and builds the GraphQL filter without empty parts", () => {
    expect(isFiltered(NO_FILTERS, "  ")).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, tagIds: ["t"] }, "")).toBe(true);
    expect(filterInput({ ...NO_FILTERS, industryIds: ["i"] }, " acme ")).toEqual({
      search: "acme",
      industryIds: ["i"],
    });
  });
});
