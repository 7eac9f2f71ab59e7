import { Group, Pagination, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { EmptyList, ListCount, ListLoader, LoadError } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { pageCount } from "../../../lib/address-search.ts";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useCommunityPeople } from "../hooks/use-community-people.ts";
import { PEOPLE_PAGE_SIZE } from "../lib/community-search.ts";
import { CardGrid } from "./card-grid.tsx";
import { PeopleIcon } from "./community-icons.tsx";
import { CommunityLayout } from "./community-layout.tsx";
import { PersonCard } from "./person-card.tsx";

/**
 * /search/people: the community directory. The server lists only whom the viewer's role may
 * see (userAccess) and never applicants; the page searches by name and pages, 24 at a time.
 */
export function PeoplePage() {
  const { typed, setTyped, search } = useAddressSearch();
  // A page number belongs to the search it was chosen in: a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const list = useCommunityPeople(search, page);

  const lastPage = pageCount(list.total, PEOPLE_PAGE_SIZE);
  // A list that shrank gives way to its last page.
  useEffect(() => {
    if (!list.loading && page > lastPage) setPaging({ search, page: lastPage });
  }, [list.loading, page, lastPage, search]);

  return (
    <CommunityLayout view="people">
      <Stack gap="lg">
        <SearchField
          labelId="community.people.search"
          placeholderId="community.search.placeholder"
          value={typed}
          onChange={setTyped}
        />
        {list.error && !list.loading ? (
          <LoadError
            titleId="community.people.loadError"
            retryId="community.retry"
            error={list.error}
            onRetry={() => list.reload()}
          />
        ) : null}
        {list.initialLoading ? (
          <ListLoader />
        ) : list.error && list.people.length === 0 ? null : (
          <>
            <ListCount testId="community-count" loading={list.loading}>
              <FormattedMessage id="community.people.total" values={{ total: list.total }} />
            </ListCount>
            {list.people.length === 0 ? (
              <EmptyList
                testId="community-empty"
                icon={<PeopleIcon />}
                search={search}
                emptyId="community.people.empty"
                noMatchId="community.people.noMatch"
                clearId="community.search.clear"
                onClearSearch={() => setTyped("")}
              />
            ) : (
              <CardGrid minWidth={240}>
                {list.people.map((person) => (
                  <li key={person.id}>
                    <PersonCard person={person} />
                  </li>
                ))}
              </CardGrid>
            )}
            {lastPage > 1 ? (
              <Group justify="center">
                <Pagination
                  total={lastPage}
                  value={page}
                  onChange={(next) => setPaging({ search, page: next })}
                />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </CommunityLayout>
  );
}
