import { PortfolioPage } from "../components/portfolio-page.tsx";

/** /coaching: the Startup Portfolio. */
export function Component() {
  return <PortfolioPage />;
}
