import { Group, Loader, Pagination, Stack, Text, TextInput, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useBookingViewer } from "../../booking/index.ts";
import { usePortfolio } from "../hooks/use-portfolio.ts";
import { usePortfolioAddress } from "../hooks/use-portfolio-address.ts";
import { pageCount, SEARCH_MAX_LENGTH } from "../lib/portfolio-search.ts";
import { SearchIcon } from "./portfolio-icons.tsx";
import { PortfolioStartupCard } from "./portfolio-startup-card.tsx";
import { EmptyPortfolio, ListLoader, LoadError } from "./portfolio-states.tsx";

/**
 * /coaching, the Startup Portfolio (spec-1 §2): the startups the viewer follows (the
 * server decides which: every startup, or their own and those assigned to them), searched
 * by name and paged, each with its connections, their hours balance and 'Book a session'.
 */
export function PortfolioPage() {
  const intl = useIntl();
  const address = usePortfolioAddress();
  const list = usePortfolio(address.search, address.page);
  const { viewer } = useBookingViewer();
  const lastPage = pageCount(list.total);

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1}>
        <FormattedMessage id="portfolio.title" />
      </Title>
      <TextInput
        type="search"
        label={intl.formatMessage({ id: "portfolio.search.label" })}
        placeholder={intl.formatMessage({ id: "portfolio.search.placeholder" })}
        leftSection={<SearchIcon />}
        value={address.typed}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => address.setTyped(event.currentTarget.value)}
        maw={420}
      />
      {list.error && !list.loading ? (
        <LoadError titleId="portfolio.loadError" error={list.error} onRetry={() => void list.reload()} />
      ) : null}
      {list.initialLoading ? (
        <ListLoader />
      ) : list.error && list.startups.length === 0 ? null : (
        <>
          <Group gap="sm" mih={24}>
            <Text c="dimmed" aria-live="polite" data-testid="portfolio-count">
              <FormattedMessage id="portfolio.total" values={{ count: list.total }} />
            </Text>
            {list.loading ? <Loader size="xs" /> : null}
          </Group>
          {list.startups.length === 0 ? (
            <EmptyPortfolio search={address.search} onClearSearch={() => address.setTyped("")} />
          ) : (
            <Stack gap="md">
              {list.startups.map((startup) => (
                <PortfolioStartupCard key={startup.id} startup={startup} viewer={viewer} />
              ))}
            </Stack>
          )}
          {lastPage > 1 ? (
            <Group
              component="nav"
              justify="center"
              aria-label={intl.formatMessage({ id: "portfolio.pages" })}
            >
              <Pagination
                total={lastPage}
                value={Math.min(address.page, lastPage)}
                onChange={address.setPage}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
