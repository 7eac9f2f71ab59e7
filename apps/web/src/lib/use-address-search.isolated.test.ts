import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "./address-search.ts";

type Write = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The router's address, under the test's control: a write (setSearchParams) lands only
 * when the test commits it, as a slow navigation would.
 */
const address = vi.hoisted(() => ({
  current: new URLSearchParams(),
  pending: [] as URLSearchParams[],
}));

vi.mock("react-router", () => ({
  useSearchParams: () => [
    address.current,
    (next: Write) => address.pending.push(typeof next === "function" ? next(address.current) : next),
  ],
}));

const { useAddressSearch } = await import("./use-address-search.ts");

function commit() {
  const next = address.pending.shift();
  if (next) address.current = next;
}

describe("useAddressSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    address.current = new URLSearchParams();
    address.pending = [];
  });
  afterEach(() => vi.useRealTimers());

  it("keeps what the user types while its previous search is still being written to the address", () => {
    const { result, rerender } = renderHook(() => useAddressSearch());
    act(() => result.current.setTyped("nim"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(address.pending.map((p) => p.get("q"))).toEqual(["nim"]);

    act(() => result.current.setTyped("zork"));
    expect(result.current.typed).toBe("zork");
    act(() => commit());
    rerender();
    expect(result.current.typed).toBe("zork");
    expect(result.current.search).toBe("nim");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(address.pending.map((p) => p.get("q"))).toEqual(["zork"]);
    act(() => commit());
    rerender();
    expect(result.current.search).toBe("zork");
  });

  it("follows a navigation to another address", () => {
    address.current = new URLSearchParams("q=ada");
    const { result, rerender } = renderHook(() => useAddressSearch());
    expect(result.current.typed).toBe("ada");
    address.current = new URLSearchParams();
    rerender();
    expect(result.current.typed).toBe("");
  });

  it("keeps the page in the address and starts a new search on the first page", () => {
    address.current = new URLSearchParams("q=nim&page=3");
    const { result, rerender } = renderHook(() => useAddressSearch());
    expect(result.current.page).toBe(3);
    act(() => result.current.setPage(1));
    expect(address.pending.map((p) => p.toString())).toEqual(["q=nim"]);
    address.pending = [];

    act(() => result.current.setTyped("zork"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(address.pending.map((p) => p.toString())).toEqual(["q=zork"]);
    act(() => commit());
    rerender();
    expect(result.current.page).toBe(1);
  });
});
