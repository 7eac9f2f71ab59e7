import { GeneralSettingsPage } from "../components/general-settings-page.tsx";

export function Component() {
  return <GeneralSettingsPage />;
}
