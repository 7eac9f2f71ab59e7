import { useStartupFileTab } from "../../../lib/startup-file-tab.ts";

/** The startup file's export tab (issue 18): its lane replaces this placeholder. */
export function Component() {
  const { name } = useStartupFileTab();
  return <p>{name}</p>;
}
