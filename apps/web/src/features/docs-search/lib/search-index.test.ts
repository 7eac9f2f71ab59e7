import { describe, expect, it } from "vitest";
import { buildSearchIndex, createDocSearch } from "./search-index.ts";
import type { UserDoc } from "./user-doc.ts";

const DOCS: UserDoc[] = [
  {
    slug: "signing-in",
    title: "Signing in",
    audience: ["incubator", "founder"],
    summary: "Your e-mail and password.",
    body: "## Forgotten password\n\nAsk for a reset link, valid for one hour.",
  },
  {
    slug: "branding",
    title: "Branding for programme staff",
    audience: ["incubator"],
    summary: "Logo and palette.",
    body: "The palette colours the side menu and the password page.",
  },
];
const pages = DOCS.map(({ body: _body, ...meta }) => meta);
const serialized = buildSearchIndex(DOCS);
const slugs = (found: { slug: string }[]) => found.map((page) => page.slug);

describe("createDocSearch", () => {
  it("finds a page by a word of its body, a half-typed word or a small typo", () => {
    const search = createDocSearch(serialized, pages, "incubator");
    expect(slugs(search("reset"))).toEqual(["signing-in"]);
    expect(slugs(search("forgot"))).toEqual(["signing-in"]);
    expect(slugs(search("palete"))).toEqual(["branding"]);
  });

  it("ranks a page whose title matches above one that only mentions the word", () => {
    expect(slugs(createDocSearch(serialized, pages, "incubator")("password"))).toEqual([
      "signing-in",
      "branding",
    ]);
  });

  it("requires every word of the query", () => {
    expect(slugs(createDocSearch(serialized, pages, "incubator")("password palette"))).toEqual(["branding"]);
  });

  it("leaves out the pages written for other kinds of user", () => {
    expect(slugs(createDocSearch(serialized, pages, "founder")("password"))).toEqual(["signing-in"]);
    expect(createDocSearch(serialized, pages, "mentor")("password")).toEqual([]);
  });

  it("finds nothing for nonsense", () => {
    expect(createDocSearch(serialized, pages, "incubator")("qwxzzy")).toEqual([]);
  });
});
