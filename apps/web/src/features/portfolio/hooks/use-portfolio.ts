import { useQuery } from "@apollo/client/react";
import { PortfolioQuery } from "../api/portfolio.query.ts";
import { portfolioVariables } from "../lib/portfolio-search.ts";
import type { PortfolioStartup } from "../lib/types.ts";

export type PortfolioList = {
  startups: readonly PortfolioStartup[];
  total: number;
  /** True only before the first answer: a new search or page keeps the previous cards while loading. */
  initialLoading: boolean;
  loading: boolean;
  error: Error | undefined;
  reload: () => Promise<unknown>;
};

/** A page of the portfolio for a search. */
export function usePortfolio(search: string, page: number): PortfolioList {
  const { data, previousData, loading, error, refetch } = useQuery(PortfolioQuery, {
    variables: portfolioVariables(search, page),
    notifyOnNetworkStatusChange: true,
  });
  const portfolio = (data ?? previousData)?.portfolio;
  return {
    startups: portfolio?.items ?? [],
    total: portfolio?.total ?? 0,
    initialLoading: loading && !portfolio,
    loading,
    error,
    reload: () => refetch(),
  };
}
