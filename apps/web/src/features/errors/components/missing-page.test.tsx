import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { MissingPage } from "./missing-page.tsx";

describe("MissingPage", () => {
  it("says the page does not exist and goes back home by default", () => {
    renderPage(<MissingPage />, { path: "/docs/nothing" });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Oops. The page you're looking for doesn't exist",
    );
    expect(screen.getByRole("link", { name: "Go Back" }).getAttribute("href")).toBe("/");
  });

  it("goes back to the route it is given", () => {
    renderPage(<MissingPage backTo="/events" />, { path: "/events/404" });

    expect(screen.getByRole("link", { name: "Go Back" }).getAttribute("href")).toBe("/events");
  });
});
