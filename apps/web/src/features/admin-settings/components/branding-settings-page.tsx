import { useQuery } from "@apollo/client/react";
import { IncubatorSettingsQuery } from "../api/incubator-settings.query.ts";
import { BrandingForm } from "./branding-form.tsx";
import { SettingsPage } from "./settings-page.tsx";

/** /admin/settings/branding (spec-2 §2, admin group). */
export function BrandingSettingsPage() {
  const { data, loading, error, refetch } = useQuery(IncubatorSettingsQuery, { fetchPolicy: "network-only" });
  const settings = data?.incubatorSettings;
  return (
    <SettingsPage
      titleId="nav.settings.branding"
      introId="settings.branding.intro"
      loading={loading && !settings}
      error={error}
      onRetry={() => void refetch()}
    >
      {settings ? <BrandingForm settings={settings} /> : null}
    </SettingsPage>
  );
}
