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
  // The query the address and the box last agreed on.
  const agreed = useRef(inAddress);

  useEffect(() => {
    if (inAddress !== agreed.current) {
      // Navigation changed the address: the box follows it.
      agreed.current = inAddress;
      setTyped(inAddress);
      return;
    }
    // The address follows the box once the typing has paused.
    const next = search.trim();
    if (search !== typed || next === agreed.current) return;
    agreed.current = next;
    const updated = new URLSearchParams(params);
    if (next) updated.set("q", next);
    else updated.delete("q");
    setParams(updated, { replace: true });
  }, [inAddress, search, typed, params, setParams]);

  return { typed, setTyped, search };
}
