import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyList, ListCount, ListLoader, LoadError } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import type { useAddressSearch } from "../../../lib/use-address-search.ts";
import { CardGrid } from "./card-grid.tsx";
import { CommunityLayout, type CommunityView } from "./community-layout.tsx";

type ListState = {
  loading: boolean;
  initialLoading: boolean;
  error: Error | undefined;
  reload: () => unknown;
};

type CommunityListProps<Item extends { id: string }> = {
  /** Also names the list's messages: `community.<view>.search`, `.loadError`, `.empty`, `.noMatch`. */
  view: CommunityView;
  /** The search kept in the address (`useAddressSearch`). */
  address: ReturnType<typeof useAddressSearch>;
  list: ListState;
  items: readonly Item[];
  /** How many there are, as the list says it. */
  count: ReactNode;
  icon: ReactNode;
  /** A card's narrowest width in the grid. */
  minWidth: number;
  card: (item: Item) => ReactNode;
  /** Under the cards (paging). */
  footer?: ReactNode;
};

/**
 * A community list (/search/people, /search/startups): the search field, then the load
 * error, the loader, the count, the empty list or the cards. A list that fails to reload
 * keeps its cards under the error.
 */
export function CommunityList<Item extends { id: string }>({
  view,
  address: { typed, setTyped, search },
  list,
  items,
  count,
  icon,
  minWidth,
  card,
  footer,
}: CommunityListProps<Item>) {
  return (
    <CommunityLayout view={view}>
      <Stack gap="lg">
        <SearchField
          labelId={`community.${view}.search`}
          placeholderId="community.search.placeholder"
          value={typed}
          onChange={setTyped}
        />
        {list.error && !list.loading ? (
          <LoadError
            titleId={`community.${view}.loadError`}
            retryId="community.retry"
            error={list.error}
            onRetry={() => list.reload()}
          />
        ) : null}
        {list.initialLoading ? (
          <ListLoader />
        ) : list.error && items.length === 0 ? null : (
          <>
            <ListCount testId="community-count" loading={list.loading}>
              {count}
            </ListCount>
            {items.length === 0 ? (
              <EmptyList
                testId="community-empty"
                icon={icon}
                search={search}
                emptyId={`community.${view}.empty`}
                noMatchId={`community.${view}.noMatch`}
                clearId="community.search.clear"
                onClearSearch={() => setTyped("")}
              />
            ) : (
              <CardGrid minWidth={minWidth}>
                {items.map((item) => (
                  <li key={item.id}>{card(item)}</li>
                ))}
              </CardGrid>
            )}
            {footer}
          </>
        )}
      </Stack>
    </CommunityLayout>
  );
}
