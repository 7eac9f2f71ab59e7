import { Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useCommunityStartups } from "../hooks/use-community-startups.ts";
import { useUrlSearch } from "../hooks/use-url-search.ts";
import { CardGrid } from "./card-grid.tsx";
import { BuildingIcon } from "./community-icons.tsx";
import { CommunityLayout } from "./community-layout.tsx";
import { EmptyList, ListCount, ListLoader, LoadError } from "./list-states.tsx";
import { SearchField } from "./search-field.tsx";
import { StartupCard } from "./startup-card.tsx";

/**
 * /search/startups: the startups the viewer's role may see (startupAccess: all, their own
 * and assigned ones, their programmes' or none), narrowed by the server; searched by name.
 */
export function StartupsPage() {
  const { typed, setTyped, search } = useUrlSearch();
  const list = useCommunityStartups(search);

  return (
    <CommunityLayout view="startups">
      <Stack gap="lg">
        <SearchField labelId="community.startups.search" value={typed} onChange={setTyped} />
        {list.error && !list.loading ? (
          <LoadError
            titleId="community.startups.loadError"
            error={list.error}
            onRetry={() => list.reload()}
          />
        ) : null}
        {list.initialLoading ? (
          <ListLoader />
        ) : list.error && list.startups.length === 0 ? null : (
          <>
            <ListCount loading={list.loading}>
              <FormattedMessage id="community.startups.total" values={{ count: list.startups.length }} />
            </ListCount>
            {list.startups.length === 0 ? (
              <EmptyList
                icon={<BuildingIcon />}
                search={search}
                emptyId="community.startups.empty"
                noMatchId="community.startups.noMatch"
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
