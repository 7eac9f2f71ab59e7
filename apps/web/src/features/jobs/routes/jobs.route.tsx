import { JobsPage } from "../components/jobs-page.tsx";

export function Component() {
  return <JobsPage />;
}
