import { ProgramsPage } from "../components/programs-page.tsx";

/** /admin/programs. */
export function Component() {
  return <ProgramsPage />;
}
