import { describe, expect, it } from "vitest";
import { isNarrowed, readListFilters, writeListFilters } from "./list-filters.ts";

describe("the list's filters in the address", () => {
  it("opens on upcoming events of every kind", () => {
    expect(readListFilters(new URLSearchParams(""))).toEqual({
      when: "upcoming",
      kind: null,
      topicIds: [],
      tagIds: [],
    });
  });

  it("reads past, a kind and several topics and tags, and ignores an unknown kind", () => {
    const read = readListFilters(
      new URLSearchParams("when=past&kind=ONE_ON_ONE&topic=a&topic=b&topic=a&tag=c"),
    );
    expect(read).toEqual({ when: "past", kind: "ONE_ON_ONE", topicIds: ["a", "b"], tagIds: ["c"] });
    expect(readListFilters(new URLSearchParams("kind=PARTY")).kind).toBeNull();
  });

  it("writes them back keeping the search, and leaves the defaults out", () => {
    const written = writeListFilters(new URLSearchParams("q=pitch&when=past&topic=x"), {
      when: "upcoming",
      kind: "GROUP",
      topicIds: [],
      tagIds: ["t1"],
    });
    expect(written.toString()).toBe("q=pitch&kind=GROUP&tag=t1");
  });

  it("says when the list is narrowed beyond upcoming or past", () => {
    const plain = readListFilters(new URLSearchParams("when=past"));
    expect(isNarrowed(plain, "")).toBe(false);
    expect(isNarrowed(plain, " pitch ")).toBe(true);
    expect(isNarrowed({ ...plain, topicIds: ["a"] }, "")).toBe(true);
  });
});
