import { ApolloProvider } from "@apollo/client/react";
import { DirectionProvider } from "@mantine/core";
import { RouterProvider } from "react-router/dom";
import { PageLoader } from "../components/page-loader.tsx";
import { BrandingProvider, DocumentHead, useBranding } from "../features/branding/index.ts";
import { BrowserSupportGate } from "../features/browser-support/index.ts";
import { RestClientContext } from "../lib/rest/rest-client-context.ts";
import { apolloClient, subscriptionClient } from "./apollo-client.ts";
import { AuthEffects } from "./auth-effects.tsx";
import { LocalizedProviders } from "./localized-providers.tsx";
import { restClient } from "./rest-client.ts";
import { router } from "./router.ts";
import { sendStartUpRequests } from "./start-up-requests.ts";

sendStartUpRequests(apolloClient);

/**
 * Provider order: the organisation (branding) is loaded first because its default
 * language decides which messages to load when the user has not chosen one.
 */
export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <RestClientContext value={restClient}>
        <AuthEffects apolloClient={apolloClient} subscriptionClient={subscriptionClient} />
        <DirectionProvider>
          <BrandingProvider loading={<PageLoader />}>
            <LocalizedApp />
          </BrandingProvider>
        </DirectionProvider>
      </RestClientContext>
    </ApolloProvider>
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
