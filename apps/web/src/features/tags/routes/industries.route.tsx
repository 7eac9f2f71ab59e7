import { IndustriesPage } from "../components/industries-page.tsx";

export function Component() {
  return <IndustriesPage />;
}
