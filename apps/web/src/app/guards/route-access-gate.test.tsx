import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
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

function PlanSettings() {
  const state = useLocation().state as { planFeature?: string } | null;
  return <h1>Plan settings for {state?.planFeature ?? "nothing"}</h1>;
}

const routes = [
  { path: "/", element: signedIn(<h1>Start page</h1>) },
  { path: "/admin/settings/plan", element: <PlanSettings /> },
  {
    path: "/custom-roles",
    handle: { access: { roles: "admins", planFeature: "customRoles" } },
    element: signedIn(<h1>Custom roles</h1>),
  },
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

  it("sends the user to the plan settings, naming the feature, when the page's feature is outside the plan", async () => {
    renderRoutes(routes, {
      path: "/custom-roles",
      mocks: [currentUserMock({ roleType: "Admin" }), viewerAccessMock("Admin"), accessChangedMock()],
    });
    expect(await screen.findByRole("heading", { name: "Plan settings for customRoles" })).toBeTruthy();
  });
});
