import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";

/** The startup file's documents tab (issue 18): its lane replaces this placeholder. */
export function Component() {
  const { name } = useStartupFileTab();
  return <p>{name}</p>;
}
