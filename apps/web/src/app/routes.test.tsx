import { screen } from "@testing-library/react";
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
