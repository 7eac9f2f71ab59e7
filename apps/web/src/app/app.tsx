import { DirectionProvider } from "@mantine/core";
import { RouterProvider } from "react-router/dom";
import { PageLoader } from "../components/page-loader.tsx";
import { BrandingProvider, DocumentHead, useBranding } from "../features/branding/index.ts";
import { BrowserSupportGate } from "../features/browser-support/index.ts";
import { readToken } from "../lib/auth-storage.ts";
import { PublicClientContext } from "../lib/public-graphql/public-client-context.ts";
import { RestClientContext } from "../lib/rest/rest-client-context.ts";
import { AuthEffects } from "./auth-effects.tsx";
import { LocalizedProviders } from "./localized-providers.tsx";
import { publicClient } from "./public-client.ts";
import { restClient } from "./rest-client.ts";
import { router } from "./router.ts";
import { sendPublicStartUpRequests } from "./start-up-requests.ts";

sendPublicStartUpRequests(publicClient);
// A stored token: the signed-in area is likely next; its client and first requests need not
// wait for the router to reach it (decision 022).
if (readToken()) void import("./apollo-client.ts");

/**
 * Provider order: the organisation (branding) is loaded first because its default
 * language decides which messages to load when the user has not chosen one. Apollo Client
 * is the signed-in area's (signed-in-area.tsx): the public pages read through the public
 * client (decision 022).
 */
export function App() {
  return (
    <PublicClientContext value={publicClient}>
      <RestClientContext value={restClient}>
        <AuthEffects />
        <DirectionProvider>
          <BrandingProvider loading={<PageLoader />}>
            <LocalizedApp />
          </BrandingProvider>
        </DirectionProvider>
      </RestClientContext>
    </PublicClientContext>
  );
}

function LocalizedApp() {
  const branding = useBranding();
  return (
    <LocalizedProviders
      fallbackLocale={branding?.defaultLanguage}
      startupNameAlternative={branding?.startupNameAlternative}
    >
      <DocumentHead />
      <BrowserSupportGate>
        <RouterProvider router={router} />
      </BrowserSupportGate>
    </LocalizedProviders>
  );
}
