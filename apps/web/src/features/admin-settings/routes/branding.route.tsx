import { BrandingSettingsPage } from "../components/branding-settings-page.tsx";

export function Component() {
  return <BrandingSettingsPage />;
}
