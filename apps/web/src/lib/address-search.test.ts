import { describe, expect, it } from "vitest";
import { pageCount, pageOf } from "./address-search.ts";

describe("pageCount", () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [101, 25, 5],
    [21, 10, 3],
  ])("%i items, %i a page, make %i pages", (total, pageSize, pages) => {
    expect(pageCount(total, pageSize)).toBe(pages);
  });
});

describe("pageOf", () => {
  it.each([
    ["2", 2],
    [null, 1],
    ["", 1],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["two", 1],
  ])("?page=%s → %i", (value, page) => {
    expect(pageOf(value)).toBe(page);
  });
});
