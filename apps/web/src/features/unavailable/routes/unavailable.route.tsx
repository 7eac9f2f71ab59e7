import { FormattedMessage } from "react-intl";
import { useMatches } from "react-router";
import { pageTitleOf } from "../../navigation/index.ts";
import { UnavailablePage } from "../components/unavailable-page.tsx";

/** A signed-in page whose module has not landed yet, named as the menu and breadcrumbs name it. */
export function Component() {
  const title = pageTitleOf(useMatches());
  return <UnavailablePage title={<FormattedMessage id={title ?? "unavailable.title"} />} />;
}
