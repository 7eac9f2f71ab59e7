import { useEffect, useState } from "react";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import type { DocSearch } from "../lib/search-index.ts";
import { isForKind, type UserDocMeta } from "../lib/user-doc.ts";
import type { UserKind } from "../lib/user-kind.ts";

export type DocSearchState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; search: DocSearch; pages: readonly UserDocMeta[] };

const loadIndex = withChunkReload(() =>
  Promise.all([import("virtual:user-docs-index"), import("../lib/search-index.ts")]),
);

/**
 * The index and the search (MiniSearch) are chunks of their own, downloaded the first time
 * the search opens: nobody who never searches pays for them. `kind` limits both the results and the pages to browse.
 */
export function useDocSearch(kind: UserKind): DocSearchState {
  const [state, setState] = useState<DocSearchState>({ status: "loading" });

  useEffect(() => {
    let current = true;
    loadIndex().then(
      ([{ pages, serializedIndex }, { createDocSearch }]) => {
        if (!current) return;
        const search = createDocSearch(serializedIndex, pages, kind);
        setState({ status: "ready", search, pages: pages.filter((page) => isForKind(page, kind)) });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [kind]);

  return state;
}
