import { FormattedMessage } from "react-intl";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useCommunityStartups } from "../hooks/use-community-startups.ts";
import { BuildingIcon } from "./community-icons.tsx";
import { CommunityList } from "./community-list.tsx";
import { StartupCard } from "./startup-card.tsx";

/**
 * /search/startups: the startups the viewer's role may see (startupAccess: all, their own
 * and assigned ones, their programmes' or none), narrowed by the server; searched by name.
 */
export function StartupsPage() {
  const address = useAddressSearch();
  const list = useCommunityStartups(address.search);

  return (
    <CommunityList
      view="startups"
      address={address}
      list={list}
      items={list.startups}
      count={<FormattedMessage id="community.startups.total" values={{ count: list.startups.length }} />}
      icon={<BuildingIcon />}
      minWidth={280}
      card={(startup) => <StartupCard startup={startup} />}
    />
  );
}
