/**
 * A searchable list whose search and page live in the address (/coaching?q=nim&page=2,
 * /search/people?q=ada): a reload, a shared link or Back shows the same list.
 */

/** The search waits this long after the last keystroke (the user is still typing). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The server refuses longer searches. */
export const SEARCH_MAX_LENGTH = 200;

/** How many pages `total` items fill, `pageSize` a page; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page an address asks for: a positive whole number, else the first. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
