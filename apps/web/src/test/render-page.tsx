import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import type { Locale } from "@launchpad/domain";
import { MantineProvider } from "@mantine/core";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { typePolicies } from "../lib/apollo/type-policies.ts";
import { LocaleContext } from "../lib/i18n/locale-context.ts";
import { createMockPublicClient } from "../lib/public-graphql/mock-public-client.ts";
import { PublicClientContext } from "../lib/public-graphql/public-client-context.ts";
import type { RestClient } from "../lib/rest/rest-client.ts";
import { RestClientContext } from "../lib/rest/rest-client-context.ts";
import { englishMessages as english } from "./english-messages.ts";

export type RenderPageOptions = {
  mocks?: readonly MockLink.MockedResponse[];
  path?: string;
  /** Answers REST calls; by default every call fails. */
  rest?: RestClient;
  /** Another language than English, with its catalogue (`loadMessages(MESSAGE_FILES, locale)`). */
  language?: { locale: Locale; messages: Record<string, string> };
};

const ENGLISH_LOCALE = { locale: "en" as const, setLocale: () => {} };

const failingRest: RestClient = {
  request: () => Promise.reject(new Error("No REST answer in this test")),
};

/** A page as a user sees it in English, with GraphQL answered by `mocks` (Apollo's, into the app's cache policies, and the public client's). */
export function renderPage(
  page: ReactNode,
  { mocks = [], path = "/", rest = failingRest, language }: RenderPageOptions = {},
): RenderResult {
  const pathname = path.split("?")[0] ?? "/";
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <PublicClientContext value={createMockPublicClient(mocks)}>
        <RestClientContext value={rest}>
          <MantineProvider env="test">
            <IntlProvider locale={language?.locale ?? "en"} messages={language?.messages ?? english}>
              <LocaleContext
                value={language ? { locale: language.locale, setLocale: () => {} } : ENGLISH_LOCALE}
              >
                <MemoryRouter initialEntries={[path]}>
                  <Routes>
                    <Route path={pathname} element={page} />
                    <Route path="*" element={<LocationProbe />} />
                  </Routes>
                </MemoryRouter>
              </LocaleContext>
            </IntlProvider>
          </MantineProvider>
        </RestClientContext>
      </PublicClientContext>
    </MockedProvider>,
  );
}

/** Any other page the test navigates to shows its address, for the test to read. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}
