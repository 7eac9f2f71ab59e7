import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccessProvider } from "../../../features/access/index.ts";
import { CurrentUserProvider } from "../../../features/session/index.ts";
import { languageOf } from "../../../test/language.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { signedInMocks } from "../testing/signed-in-mocks.ts";
import { AccountMenu } from "./account-menu.tsx";

const arabic = await languageOf("ar");

function renderAccountMenu(roleType: string, roleLabel: string, language?: typeof arabic) {
  return renderPage(
    <CurrentUserProvider>
      <AccessProvider>
        <AccountMenu />
      </AccessProvider>
    </CurrentUserProvider>,
    { mocks: signedInMocks({ roleType, roleLabel }), path: "/events", language },
  );
}

describe("AccountMenu", () => {
  it("is named by what it shows, the user's name, then what it is (WCAG 2.5.3 label in name)", async () => {
    renderAccountMenu("Cofounder", "Founder");
    const button = await screen.findByRole("button", { name: "Fatima Founder, Account menu" });
    // The initials are decoration, not part of the name.
    expect(button.querySelector("[aria-hidden='true']")?.textContent).toBe("FF");
    expect(button.getAttribute("aria-label")).toBeNull();
  });

  it("shows the role's label as the server gives it: Founder for a cofounder alone in their startup", async () => {
    renderAccountMenu("Cofounder", "Founder");
    fireEvent.click(await screen.findByRole("button", { name: /Account menu/ }));

    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Founder")).toBeTruthy();
    expect(within(menu).queryByText("Co/Founder")).toBeNull();
  });

  it("shows a custom role's own name", async () => {
    renderAccountMenu("Mentor", "Venture Partner");
    fireEvent.click(await screen.findByRole("button", { name: /Account menu/ }));

    expect(within(await screen.findByRole("menu")).getByText("Venture Partner")).toBeTruthy();
  });

  it("offers Calendar and Availability to the roles that have them", async () => {
    renderAccountMenu("Cofounder", "Co/Founder");
    fireEvent.click(await screen.findByRole("button", { name: /Account menu/ }));

    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Calendar" })).toBeTruthy();
    expect(within(menu).queryByRole("menuitem", { name: "Availability" })).toBeNull();
  });

  it("speaks the user's language for a built-in role, and keeps a custom role's own name", async () => {
    const button = () => screen.findByRole("button", { name: /قائمة الحساب|Account menu/ });
    const { unmount } = renderAccountMenu("Cofounder", "Co/Founder", arabic);
    fireEvent.click(await button());
    expect(within(await screen.findByRole("menu")).getByText("مؤسس مشارك")).toBeTruthy();
    unmount();

    const lone = renderAccountMenu("Cofounder", "Founder", arabic);
    fireEvent.click(await button());
    expect(within(await screen.findByRole("menu")).getByText("مؤسس")).toBeTruthy();
    lone.unmount();

    renderAccountMenu("Mentor", "Venture Partner", arabic);
    fireEvent.click(await button());
    expect(within(await screen.findByRole("menu")).getByText("Venture Partner")).toBeTruthy();
  });
});
