import { StartupsPage } from "../components/startups-page.tsx";

/** /search/startups: the startups the viewer may see. */
export function Component() {
  return <StartupsPage />;
}
