import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "../features/errors/index.ts";
import { renderRoutes } from "../test/render-routes.tsx";
import { patchSignedInRoutes, routes } from "./routes.tsx";

function Crashing(): never {
  throw new Error("render crash");
}

describe("routes", () => {
  it("shows the not-found page for a path nobody knows", async () => {
    renderRoutes(routes, { patchRoutesOnNavigation: patchSignedInRoutes(), path: "/no/such/page" });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Lost in the cosmos you are");
  });

  it("adds the signed-in pages' tables for their addresses only, not on a public page with parameters", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const areaOf = (router: { routes: readonly { id?: string; children?: unknown[] }[] }) =>
      router.routes[0]?.children?.find((route) => (route as { id?: string }).id === "signed-in") as
        | { children?: unknown[] }
        | undefined;
    const reset = renderRoutes(routes, { patchRoutesOnNavigation: patchSignedInRoutes(), path: "/reset/t1" });
    await waitFor(() => expect(reset.router.state.initialized).toBe(true));
    expect(areaOf(reset.router)?.children).toHaveLength(1);
    reset.unmount();

    const events = renderRoutes(routes, {
      patchRoutesOnNavigation: patchSignedInRoutes(),
      path: "/events/e1",
    });
    await waitFor(() => expect(events.router.state.initialized).toBe(true), { timeout: 5000 });
    expect(areaOf(events.router)?.children?.length).toBeGreaterThan(10);
    events.unmount();
    vi.restoreAllMocks();
  });

  it("shows the incubator-not-found page with the host", async () => {
    renderRoutes(routes, { patchRoutesOnNavigation: patchSignedInRoutes(), path: "/incubator-not-found" });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "This organisation does not exist",
    );
    expect(screen.getByText(/There is no incubator or accelerator at/).textContent).toContain("localhost");
  });

  it("shows the generic error page when a page crashes while rendering", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoutes(
      [{ path: "/", errorElement: <RouteErrorBoundary />, children: [{ index: true, Component: Crashing }] }],
      {
        path: "/",
      },
    );

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Oh oh! This is unexpected.");
    expect(screen.getByRole("button", { name: "Refresh the page" })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
