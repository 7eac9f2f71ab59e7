import { AccountDeletionPage } from "../components/account-deletion-page.tsx";

/** /profile/settings/accountDeletion: a member deletes their own account (when the organisation allows it). */
export function Component() {
  return <AccountDeletionPage />;
}
