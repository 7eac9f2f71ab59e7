/**
 * The portfolio's address (/coaching?q=nim&page=2): the search and the page live there,
 * so that a reload, a shared link or Back shows the same list.
 */

/** Startups a page: each card lists its connections, so a page stays short. */
export const PORTFOLIO_PAGE_SIZE = 10;

/** The search waits this long after the last keystroke (the user is still typing). */
export const SEARCH_DEBOUNCE_MS = 300;

/** Longer searches are not worth sending. */
export const SEARCH_MAX_LENGTH = 200;

export type PortfolioVariables = { search?: string; page: number; pageSize: number };

/** The query variables of a page (1-based); an empty search is left out. */
export function portfolioVariables(search: string, page: number): PortfolioVariables {
  const text = search.trim();
  const variables = { page: Math.max(1, page), pageSize: PORTFOLIO_PAGE_SIZE };
  return text ? { search: text, ...variables } : variables;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
}

/** The page an address asks for: a positive whole number, else the first. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
