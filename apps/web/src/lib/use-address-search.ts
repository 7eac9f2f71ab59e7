import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { pageOf, SEARCH_DEBOUNCE_MS } from "./address-search.ts";

export type AddressSearch = {
  /** The search box's text as typed. */
  typed: string;
  setTyped: (text: string) => void;
  /** The search in the address (the box's text once the typing pauses): what the list asks for. */
  search: string;
  /** The page in the address (?page=), 1 when there is none. */
  page: number;
  setPage: (page: number) => void;
};

/**
 * A list's search (?q=) and page (?page=) in the address. The address follows the box once
 * the typing pauses (replacing the entry: no history entry per keystroke), and a new search
 * starts at the first page; the box follows a navigation (Back, a menu link to the bare list).
 */
export function useAddressSearch(): AddressSearch {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get("q") ?? "";
  const page = pageOf(params.get("page"));
  const [typed, setTyped] = useState(inAddress);
  const [settled] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The address as last seen, and the search this hook last wrote to it (until it lands):
  // a change of address that is not our own write is a navigation.
  const seen = useRef(inAddress);
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (inAddress !== seen.current) {
      seen.current = inAddress;
      if (inAddress === written.current) written.current = null;
      else setTyped(inAddress);
      return;
    }
    const next = settled.trim();
    if (settled !== typed || next === (written.current ?? inAddress)) return;
    written.current = next;
    const updated = new URLSearchParams(params);
    if (next) updated.set("q", next);
    else updated.delete("q");
    updated.delete("page");
    setParams(updated, { replace: true });
  }, [inAddress, settled, typed, params, setParams]);

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set("page", String(next));
        else updated.delete("page");
        return updated;
      }),
    [setParams],
  );

  return { typed, setTyped, search: inAddress, page, setPage };
}
