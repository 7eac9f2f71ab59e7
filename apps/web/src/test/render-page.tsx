import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import english from "../locales/en.json";

type RenderPageOptions = {
  mocks?: readonly MockLink.MockedResponse[];
  path?: string;
};

/** A page as a user sees it in English, with GraphQL answered by `mocks`. */
export function renderPage(
  page: ReactNode,
  { mocks = [], path = "/" }: RenderPageOptions = {},
): RenderResult {
  return render(
    <MockedProvider mocks={mocks}>
      <MantineProvider env="test">
        <IntlProvider locale="en" messages={english}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </IntlProvider>
      </MantineProvider>
    </MockedProvider>,
  );
}
