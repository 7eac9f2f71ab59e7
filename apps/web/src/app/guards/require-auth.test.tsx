import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearAuth, storeSignIn } from "../../lib/auth-storage.ts";
import { renderPage } from "../../test/render-page.tsx";
import { RequireAuth } from "./require-auth.tsx";

const guarded = <RequireAuth>{(token) => <p>Signed in with {token}</p>}</RequireAuth>;

describe("RequireAuth", () => {
  afterEach(() => window.localStorage.clear());

  it("sends a visitor to the login page, keeping where they were going", async () => {
    renderPage(guarded, { path: "/events?tab=2" });
    expect((await screen.findByTestId("location")).textContent).toBe("/login?returnTo=%2Fevents%3Ftab%3D2");
  });

  it("passes the invitation and a screen hint on to the login page", async () => {
    renderPage(guarded, { path: "/events?invitation=inv1&screen_hint=signup" });
    expect((await screen.findByTestId("location")).textContent).toBe(
      "/login?screen_hint=signup&invitation=inv1&returnTo=%2Fevents%3Finvitation%3Dinv1%26screen_hint%3Dsignup",
    );
  });

  it("lets a signed-in user through", () => {
    storeSignIn("t0ken");
    renderPage(guarded, { path: "/events" });
    expect(screen.getByText("Signed in with t0ken")).toBeTruthy();
  });

  it("keeps no return path after the user logged out", async () => {
    storeSignIn("t0ken");
    clearAuth("user");
    renderPage(guarded, { path: "/events" });
    expect((await screen.findByTestId("location")).textContent).toBe("/login");
  });

  it("keeps it when the server ended the sign-in", async () => {
    storeSignIn("t0ken");
    clearAuth("server");
    renderPage(guarded, { path: "/events" });
    expect((await screen.findByTestId("location")).textContent).toBe("/login?returnTo=%2Fevents");
  });
});
