import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { type RenderResult, render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import {
  createMemoryRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  RouterProvider,
} from "react-router";
import { createMockPublicClient } from "../lib/public-graphql/mock-public-client.ts";
import { PublicClientContext } from "../lib/public-graphql/public-client-context.ts";

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

import { englishMessages as english } from "./english-messages.ts";

type RenderRoutesOptions = {
  path: string;
  mocks?: readonly MockLink.MockedResponse[];
  /** The routes added as the router meets addresses it lacks (app/routes.tsx's `patchSignedInRoutes()`). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
};

/** A route table as the browser would render it at `path`, in English; the router tells where it went. */
export function renderRoutes(
  routes: RouteObject[],
  { path, mocks = [], patchRoutesOnNavigation }: RenderRoutesOptions,
): RenderResult & { router: MemoryRouter } {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    ...(patchRoutesOnNavigation ? { patchRoutesOnNavigation } : {}),
  });
  const result = render(
    <MockedProvider mocks={mocks}>
      <PublicClientContext value={createMockPublicClient(mocks)}>
        <MantineProvider env="test">
          <IntlProvider locale="en" messages={english}>
            <RouterProvider router={router} />
          </IntlProvider>
        </MantineProvider>
      </PublicClientContext>
    </MockedProvider>,
  );
  return Object.assign(result, { router });
}
