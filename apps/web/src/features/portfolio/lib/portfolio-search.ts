/** The portfolio's pages (/coaching?q=nim&page=2; lib/address-search.ts keeps them in the address). */

/** Startups a page: each card lists its connections, so a page stays short. */
export const PORTFOLIO_PAGE_SIZE = 10;

export type PortfolioVariables = { search?: string; page: number; pageSize: number };

/** The query variables of a page (1-based); an empty search is left out. */
export function portfolioVariables(search: string, page: number): PortfolioVariables {
  const text = search.trim();
  const variables = { page: Math.max(1, page), pageSize: PORTFOLIO_PAGE_SIZE };
  return text ? { search: text, ...variables } : variables;
}
