import { Stack, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { LabelledPagination } from "../../../components/labelled-pagination.tsx";
import { EmptyList, ListCount, ListLoader, LoadError } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { pageCount } from "../../../lib/address-search.ts";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useBookingViewer } from "../../booking/index.ts";
import { usePortfolio } from "../hooks/use-portfolio.ts";
import { PORTFOLIO_PAGE_SIZE } from "../lib/portfolio-search.ts";
import { BriefcaseIcon } from "./portfolio-icons.tsx";
import { PortfolioStartupCard } from "./portfolio-startup-card.tsx";

/**
 * /coaching, the Startup Portfolio (spec-1 §2): the startups the viewer follows (the
 * server decides which: every startup, or their own and those assigned to them), searched
 * by name and paged, each with its connections, their hours balance and 'Book a session'.
 */
export function PortfolioPage() {
  const intl = useIntl();
  const address = useAddressSearch();
  const list = usePortfolio(address.search, address.page);
  const { viewer } = useBookingViewer();
  const lastPage = pageCount(list.total, PORTFOLIO_PAGE_SIZE);

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>
        <FormattedMessage id="portfolio.title" />
      </Title>
      <SearchField
        labelId="portfolio.search.label"
        placeholderId="portfolio.search.placeholder"
        value={address.typed}
        onChange={address.setTyped}
      />
      {list.error && !list.loading ? (
        <LoadError
          titleId="portfolio.loadError"
          retryId="portfolio.retry"
          error={list.error}
          onRetry={() => void list.reload()}
        />
      ) : null}
      {list.initialLoading ? (
        <ListLoader />
      ) : list.error && list.startups.length === 0 ? null : (
        <>
          <ListCount testId="portfolio-count" loading={list.loading}>
            <FormattedMessage id="portfolio.total" values={{ count: list.total }} />
          </ListCount>
          {list.startups.length === 0 ? (
            <EmptyList
              testId="portfolio-empty"
              icon={<BriefcaseIcon />}
              search={address.search}
              emptyId="portfolio.empty"
              noMatchId="portfolio.noMatch"
              clearId="portfolio.search.clear"
              onClearSearch={() => address.setTyped("")}
            />
          ) : (
            <Stack gap="md">
              {list.startups.map((startup) => (
                <PortfolioStartupCard key={startup.id} startup={startup} viewer={viewer} />
              ))}
            </Stack>
          )}
          <LabelledPagination
            total={lastPage}
            value={address.page}
            onChange={address.setPage}
            label={intl.formatMessage({ id: "portfolio.pages" })}
          />
        </>
      )}
    </Stack>
  );
}
