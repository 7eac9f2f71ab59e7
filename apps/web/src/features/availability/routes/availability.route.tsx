import { AvailabilityPage } from "../components/availability-page.tsx";

/** /availability: a host's hours and meeting settings (side menu and account menu). */
export function Component() {
  return <AvailabilityPage />;
}
