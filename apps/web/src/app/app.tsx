import { ApolloProvider } from "@apollo/client/react";
import { DirectionProvider } from "@mantine/core";
import { RouterProvider } from "react-router/dom";
import { PageLoader } from "../components/page-loader.tsx";
import { BrandingProvider, DocumentHead, useBranding } from "../features/branding/index.ts";
import { apolloClient } from "./apollo-client.ts";
import { LocalizedProviders } from "./localized-providers.tsx";
import { router } from "./router.ts";

/**
 * Provider order: the organisation (branding) is loaded first because its default
 * language decides which messages to load when the user has not chosen one.
 */
export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <DirectionProvider>
        <BrandingProvider loading={<PageLoader />}>
          <LocalizedApp />
        </BrandingProvider>
      </DirectionProvider>
    </ApolloProvider>
  );
}

function LocalizedApp() {
  const branding = useBranding();
  return (
    <LocalizedProviders fallbackLocale={branding?.defaultLanguage}>
      <DocumentHead />
      <RouterProvider router={router} />
    </LocalizedProviders>
  );
}
