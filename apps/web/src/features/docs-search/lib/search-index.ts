import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { searchableText } from "./markdown/markdown-text.ts";
import { parseBlocks } from "./markdown/parse-blocks.ts";
import { isForKind, type UserDoc, type UserDocMeta } from "./user-doc.ts";
import type { UserKind } from "./user-kind.ts";

/**
 * One index for all pages, built when the app is built (build/docs-index.plugin.ts) and
 * loaded in the browser with the same options: MiniSearch requires both sides to agree.
 */
type IndexedDoc = { id: string; title: string; summary: string; headings: string; text: string };

const INDEX_OPTIONS: Options<IndexedDoc> = {
  fields: ["title", "summary", "headings", "text"],
  storeFields: [],
};

const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, headings: 2, summary: 2 },
  // Every word must match, the last one possibly half-typed, small typos forgiven.
  combineWith: "AND",
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
};

export function buildSearchIndex(docs: readonly UserDoc[]): string {
  const index = new MiniSearch<IndexedDoc>(INDEX_OPTIONS);
  index.addAll(
    docs.map((doc) => ({
      id: doc.slug,
      title: doc.title,
      summary: doc.summary,
      ...searchableText(parseBlocks(doc.body)),
    })),
  );
  return JSON.stringify(index);
}

export type DocSearch = (query: string) => UserDocMeta[];

/** A search over the serialized index that only returns the pages written for `kind`. */
export function createDocSearch(
  serializedIndex: string,
  pages: readonly UserDocMeta[],
  kind: UserKind,
): DocSearch {
  const index = MiniSearch.loadJSON<IndexedDoc>(serializedIndex, INDEX_OPTIONS);
  const readable = new Map(pages.filter((page) => isForKind(page, kind)).map((page) => [page.slug, page]));
  return (query) =>
    index
      .search(query.trim(), { ...QUERY_OPTIONS, filter: (result) => readable.has(String(result.id)) })
      .flatMap((result) => readable.get(String(result.id)) ?? []);
}
