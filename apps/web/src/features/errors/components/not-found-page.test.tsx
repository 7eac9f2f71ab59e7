import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

describe("NotFoundPage", () => {
  it("tells the user the link does not exist and offers the way home", () => {
    renderPage(<NotFoundPage />, { path: "/no/such/page" });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Lost in the cosmos you are");
    expect(screen.getByText("This link does not exist")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
  });
});
