import { Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { EmptyList, ListCount, ListLoader, LoadError } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useCommunityStartups } from "../hooks/use-community-startups.ts";
import { CardGrid } from "./card-grid.tsx";
import { BuildingIcon } from "./community-icons.tsx";
import { CommunityLayout } from "./community-layout.tsx";
import { StartupCard } from "./startup-card.tsx";

/**
 * /search/startups: the startups the viewer's role may see (startupAccess: all, their own
 * and assigned ones, their programmes' or none), narrowed by the server; searched by name.
 */
export function StartupsPage() {
  const { typed, setTyped, search } = useAddressSearch();
  const list = useCommunityStartups(search);

  return (
    <CommunityLayout view="startups">
      <Stack gap="lg">
        <SearchField
          labelId="community.startups.search"
          placeholderId="community.search.placeholder"
          value={typed}
          onChange={setTyped}
        />
        {list.error && !list.loading ? (
          <LoadError
            titleId="community.startups.loadError"
            retryId="community.retry"
            error={list.error}
            onRetry={() => list.reload()}
          />
        ) : null}
        {list.initialLoading ? (
          <ListLoader />
        ) : list.error && list.startups.length === 0 ? null : (
          <>
            <ListCount testId="community-count" loading={list.loading}>
              <FormattedMessage id="community.startups.total" values={{ count: list.startups.length }} />
            </ListCount>
            {list.startups.length === 0 ? (
              <EmptyList
                testId="community-empty"
                icon={<BuildingIcon />}
                search={search}
                emptyId="community.startups.empty"
                noMatchId="community.startups.noMatch"
                clearId="community.search.clear"
                onClearSearch={() => setTyped("")}
              />
            ) : (
              <CardGrid minWidth={280}>
                {list.startups.map((startup) => (
                  <li key={startup.id}>
                    <StartupCard startup={startup} />
                  </li>
                ))}
              </CardGrid>
            )}
          </>
        )}
      </Stack>
    </CommunityLayout>
  );
}
