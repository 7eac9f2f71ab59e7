import { useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { usePublicClient } from "../../../lib/public-graphql/public-client-context.ts";
import { IncubatorUpdatedSubscription } from "../api/incubator-updated.subscription.ts";
import { liveBranding } from "../lib/live-branding.ts";

/**
 * The signed-in area's live branding (decision 044): `incubatorUpdated` over Apollo's
 * websocket, each event's fields put into every public answer that shows the organisation
 * (the theme, the login card), from where they reach Apollo's cache too (shareBranding). The
 * public pages have no websocket: they read the branding when they open and when the
 * window regains focus (BrandingProvider). Renders nothing; Apollo-only, so the signed-in
 * area imports it from this file, never through the feature's door.
 */
export function LiveBranding() {
  const client = usePublicClient();
  useEffect(() => liveBranding.start(), []);
  useSubscription(IncubatorUpdatedSubscription, {
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.incubatorUpdated) client.mergeEntity(data.data.incubatorUpdated);
    },
  });
  return null;
}
