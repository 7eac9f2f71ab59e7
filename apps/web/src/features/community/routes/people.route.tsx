import { PeoplePage } from "../components/people-page.tsx";

/** /search/people: the community directory (Community menu entry). */
export function Component() {
  return <PeoplePage />;
}
