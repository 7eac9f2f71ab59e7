import { FormattedMessage } from "react-intl";
import { useMatches } from "react-router";
import { pageTitleOf } from "../../features/navigation/index.ts";
import { UnavailablePage } from "../../features/unavailable/index.ts";

/** A signed-in page whose module has not landed yet, named as the menu and breadcrumbs name it. */
export function Component() {
  const title = pageTitleOf(useMatches());
  return <UnavailablePage title={<FormattedMessage id={title ?? "unavailable.title"} />} />;
}
