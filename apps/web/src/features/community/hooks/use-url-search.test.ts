import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "../lib/community-search.ts";

/**
 * The router's address, under the test's control: a write (setSearchParams) lands only
 * when the test commits it, as a slow navigation would.
 */
const address = vi.hoisted(() => ({
  current: new URLSearchParams(),
  pending: [] as URLSearchParams[],
  rerender: () => {},
}));

vi.mock("react-router", () => ({
  useSearchParams: () => [address.current, (next: URLSearchParams) => address.pending.push(next)],
}));

const { useUrlSearch } = await import("./use-url-search.ts");

function commit() {
  const next = address.pending.shift();
  if (next) address.current = next;
}

describe("useUrlSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    address.current = new URLSearchParams();
    address.pending = [];
  });
  afterEach(() => vi.useRealTimers());

  it("keeps what the user types while its previous search is still being written to the address", () => {
    const { result, rerender } = renderHook(() => useUrlSearch());
    act(() => result.current.setTyped("nim"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe("nim");
    expect(address.pending.map((p) => p.get("q"))).toEqual(["nim"]);

    act(() => result.current.setTyped("zork"));
    expect(result.current.typed).toBe("zork");
    act(() => commit());
    rerender();
    expect(result.current.typed).toBe("zork");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe("zork");
    expect(address.pending.map((p) => p.get("q"))).toEqual(["zork"]);
  });

  it("follows a navigation to another address", () => {
    address.current = new URLSearchParams("q=ada");
    const { result, rerender } = renderHook(() => useUrlSearch());
    expect(result.current.typed).toBe("ada");
    address.current = new URLSearchParams();
    rerender();
    expect(result.current.typed).toBe("");
  });
});
