import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { SEARCH_DEBOUNCE_MS } from "../lib/community-search.ts";

export type UrlSearch = {
  /** The search box's text as typed. */
  typed: string;
  setTyped: (text: string) => void;
  /** The text once the typing pauses: what the list asks the server for. */
  search: string;
};

/**
 * The search of a community list lives in the address (?q=, which /search?q= keeps when it
 * redirects to /search/people): a reload, a shared link or Back shows the same list, and a
 * link to the bare list (the Community menu entry) clears the box.
 */
export function useUrlSearch(): UrlSearch {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get("q") ?? "";
  const [typed, setTyped] = useState(inAddress);
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The address as last seen, and the value this hook last wrote to it (until it lands):
  // a change of address that is not our own write is a navigation, which the box follows.
  const seen = useRef(inAddress);
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (inAddress !== seen.current) {
      seen.current = inAddress;
      if (inAddress === written.current) written.current = null;
      else setTyped(inAddress);
      return;
    }
    // The address follows the box once the typing has paused.
    const next = search.trim();
    if (search !== typed || next === (written.current ?? inAddress)) return;
    written.current = next;
    const updated = new URLSearchParams(params);
    if (next) updated.set("q", next);
    else updated.delete("q");
    setParams(updated, { replace: true });
  }, [inAddress, search, typed, params, setParams]);

  return { typed, setTyped, search };
}
