import { AccountConfirmationPage } from "../components/account-confirmation-page.tsx";

export function Component() {
  return <AccountConfirmationPage />;
}
