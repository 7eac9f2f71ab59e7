import { IncubatorNotFoundPage } from "../components/incubator-not-found-page.tsx";

export function Component() {
  return <IncubatorNotFoundPage host={window.location.hostname} />;
}
