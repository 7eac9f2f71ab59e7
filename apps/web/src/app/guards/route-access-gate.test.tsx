import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AccessProvider } from "../../features/access/index.ts";
import { ACCESS } from "../../features/navigation/index.ts";
import { CurrentUserProvider } from "../../features/session/index.ts";
import { renderRoutes } from "../../test/render-routes.tsx";
import { accessChangedMock, currentUserMock, viewerAccessMock } from "../shell/testing/signed-in-mocks.ts";
import { RouteAccessGate } from "./route-access-gate.tsx";

/** A permission-gated page (the startup file) and the start page, as the signed-in area has them. */
const signedIn = (page: ReactNode) => (
  <CurrentUserProvider>
    <AccessProvider>
      <RouteAccessGate>{page}</RouteAccessGate>
    </AccessProvider>
  </CurrentUserProvider>
);

const routes = [
  { path: "/", element: signedIn(<h1>Start page</h1>) },
  { path: "/startup/file", handle: { access: ACCESS.startupFile }, element: signedIn(<h1>Startup file</h1>) },
];

/** The cofounder's role, with or without STARTUP_FILE:VIEW. */
function cofounderAccess(holdsFile: boolean) {
  const mock = viewerAccessMock("Cofounder");
  const permissions = mock.result.data.currentUserPermissions.filter(
    (key) => holdsFile || key !== "STARTUP_FILE:VIEW",
  );
  return { ...mock, result: { data: { ...mock.result.data, currentUserPermissions: permissions } } };
}

describe("RouteAccessGate", () => {
  it("opens a page whose permission the role holds", async () => {
    renderRoutes(routes, {
      path: "/startup/file",
      mocks: [currentUserMock({ roleType: "Cofounder" }), cofounderAccess(true), accessChangedMock()],
    });
    expect(await screen.findByRole("heading", { name: "Startup file" })).toBeTruthy();
  });

  it("sends the user to / at once when their role loses the page's permission", async () => {
    const { router } = renderRoutes(routes, {
      path: "/startup/file",
      mocks: [
        currentUserMock({ roleType: "Cofounder" }),
        cofounderAccess(true),
        accessChangedMock(300),
        currentUserMock({ roleType: "Cofounder" }),
        cofounderAccess(false),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Startup file" })).toBeTruthy();

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { name: "Start page" })).toBeTruthy();
  });
});
