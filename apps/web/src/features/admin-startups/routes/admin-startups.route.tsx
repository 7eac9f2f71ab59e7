import { AdminStartupsPage } from "../components/admin-startups-page.tsx";

/** /admin/startups: the startups administration. */
export function Component() {
  return <AdminStartupsPage />;
}
