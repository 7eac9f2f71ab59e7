import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { LabelledPagination } from "../../../components/labelled-pagination.tsx";
import { pageCount } from "../../../lib/address-search.ts";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useCommunityPeople } from "../hooks/use-community-people.ts";
import { PEOPLE_PAGE_SIZE } from "../lib/community-search.ts";
import { PeopleIcon } from "./community-icons.tsx";
import { CommunityList } from "./community-list.tsx";
import { PersonCard } from "./person-card.tsx";

/**
 * /search/people: the community directory. The server lists only whom the viewer's role may
 * see (userAccess) and never applicants; the page searches by name and pages, 24 at a time.
 */
export function PeoplePage() {
  const address = useAddressSearch();
  const { search } = address;
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
    <CommunityList
      view="people"
      address={address}
      list={list}
      items={list.people}
      count={<FormattedMessage id="community.people.total" values={{ total: list.total }} />}
      icon={<PeopleIcon />}
      minWidth={240}
      card={(person) => <PersonCard person={person} />}
      footer={
        <LabelledPagination
          total={lastPage}
          value={page}
          onChange={(next) => setPaging({ search, page: next })}
        />
      }
    />
  );
}
