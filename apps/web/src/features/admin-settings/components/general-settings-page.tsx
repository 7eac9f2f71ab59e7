import { useQuery } from "@apollo/client/react";
import { IncubatorSettingsQuery } from "../api/incubator-settings.query.ts";
import { GeneralSettingsForm } from "./general-settings-form.tsx";
import { SettingsPage } from "./settings-page.tsx";

/** /admin/settings/general (spec-2 §2, admin group). */
export function GeneralSettingsPage() {
  const { data, loading, error, refetch } = useQuery(IncubatorSettingsQuery, { fetchPolicy: "network-only" });
  const settings = data?.incubatorSettings;
  return (
    <SettingsPage
      titleId="nav.settings.general"
      introId="settings.general.intro"
      loading={loading && !settings}
      error={error}
      onRetry={() => void refetch()}
    >
      {settings ? <GeneralSettingsForm settings={settings} /> : null}
    </SettingsPage>
  );
}
