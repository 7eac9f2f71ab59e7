import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleContext } from "../../../lib/i18n/locale-context.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { HomeIncubatorQuery } from "../api/home-incubator.query.ts";
import { HomePage } from "./home-page.tsx";

const incubator = {
  __typename: "Incubator" as const,
  id: "1",
  name: "Demo Accelerator",
  description: "Pre-seed programmes in Lisbon",
  logo: "/uploads/demo.png",
  whiteLogo: null,
  brandPalette: {
    __typename: "BrandPalette" as const,
    login: { __typename: "LoginPalette" as const, logoType: "DEFAULT" },
  },
};

describe("HomePage", () => {
  it("welcomes with the organisation's name, description and logo", async () => {
    renderPage(
      <LocaleContext value={{ locale: "en", setLocale: () => {} }}>
        <HomePage />
      </LocaleContext>,
      { mocks: [{ request: { query: HomeIncubatorQuery }, result: { data: { incubator } } }] },
    );

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Demo Accelerator");
    expect(screen.getByText("Pre-seed programmes in Lisbon")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Demo Accelerator logo" }).getAttribute("src")).toBe(
      "/uploads/demo.png",
    );
    expect(screen.getByRole("combobox", { name: "Language" })).toBeTruthy();
  });
});
