import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccessProvider } from "../../../features/access/index.ts";
import { CurrentUserProvider } from "../../../features/session/index.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { signedInMocks } from "../testing/signed-in-mocks.ts";
import { AccountMenu } from "./account-menu.tsx";

function renderAccountMenu(roleType: string, roleLabel: string) {
  return renderPage(
    <CurrentUserProvider>
      <AccessProvider>
        <AccountMenu />
      </AccessProvider>
    </CurrentUserProvider>,
    { mocks: signedInMocks({ roleType, roleLabel }), path: "/events" },
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
});
