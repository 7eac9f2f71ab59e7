import { describe, expect, it } from "vitest";
import {
  filterInput,
  isNarrowed,
  NO_FILTERS,
  readFilters,
  rememberedFilter,
  rememberFilter,
  writeFilters,
} from "./filters.ts";

describe("the overview's filter in the address", () => {
  it("reads what it writes, and drops the page when the filter changes", () => {
    const filters = {
      ...NO_FILTERS,
      funnelIds: ["f1"],
      roundIds: ["r1", "r2"],
      statuses: ["draft", "pending_decision"] as const,
      tagIds: ["t1"],
      decisionNeeded: true,
      evaluatorId: "e1",
      scoreMin: 2,
      scoreMax: 4.5,
      sort: "SCORE_DESC" as const,
    };
    const params = writeFilters(new URLSearchParams("q=ada&page=3"), filters);
    expect(params.get("q")).toBe("ada");
    expect(params.get("page")).toBeNull();
    expect(readFilters(params)).toEqual(filters);
  });

  it("ignores what is not a filter value", () => {
    const read = readFilters(
      new URLSearchParams("status=nope&status=draft&min=abc&max=&sort=SIDEWAYS&funnel=&decision=yes"),
    );
    expect(read).toEqual({ ...NO_FILTERS, statuses: ["draft"] });
  });

  it("asks the server only for what narrows, and says when something does", () => {
    expect(filterInput(NO_FILTERS, "  ")).toEqual({});
    expect(isNarrowed(NO_FILTERS, "")).toBe(false);
    const narrowed = { ...NO_FILTERS, scoreMin: 0, decisionNeeded: true };
    expect(filterInput(narrowed, " Ada ")).toEqual({ scoreMin: 0, decisionNeeded: true, search: "Ada" });
    expect(isNarrowed(narrowed, "")).toBe(true);
  });

  it("remembers the filter for the session, and survives a broken entry", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    } as unknown as Storage;
    expect(rememberedFilter(storage)).toEqual({});
    rememberFilter({ funnelIds: ["f1"], search: "ada" }, storage);
    expect(rememberedFilter(storage)).toEqual({ funnelIds: ["f1"], search: "ada" });
    store.set("launchpad.applicationOverview.filter", "{broken");
    expect(rememberedFilter(storage)).toEqual({});
  });
});
