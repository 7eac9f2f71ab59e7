import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccessProvider } from "../../../features/access/index.ts";
// The support address comes from this query, answered here.
import { SupportEmailQuery } from "../../../features/errors/api/support-email.query.ts";
import { CurrentUserProvider, CurrentUserQuery } from "../../../features/session/index.ts";
import { renderPage } from "../../../test/render-page.tsx";
import {
  accessChangedMock,
  currentUserMock,
  type SignedInUser,
  signedInMocks,
  viewerAccessMock,
} from "../testing/signed-in-mocks.ts";
import type { SideMenuState } from "../use-side-menu-state.ts";
import { SideMenu } from "./side-menu.tsx";
import { SideMenuEntry } from "./side-menu-entry.tsx";

const supportEmail = {
  request: { query: SupportEmailQuery },
  result: {
    data: {
      incubator: {
        __typename: "Incubator" as const,
        id: "i1",
        supportEmail: { __typename: "EmailAddress" as const, address: "help@demo.test" },
      },
    },
  },
};

const state = (opened: boolean): SideMenuState => ({
  opened,
  narrow: false,
  toggle: () => {},
  expand: () => {},
  close: () => {},
});

const RELOADED_WITH_ACCESS = [CurrentUserQuery];

/** The menu as the signed-in layout shows it: inside the user and their access. */
function renderSignedInMenu(mocks: readonly MockLink.MockedResponse[], opened = true, path = "/events") {
  return renderPage(
    <CurrentUserProvider>
      <AccessProvider refetchWith={RELOADED_WITH_ACCESS}>
        <SideMenu state={state(opened)} />
      </AccessProvider>
    </CurrentUserProvider>,
    { mocks: [...mocks, supportEmail], path },
  );
}

function renderMenu(
  roleType: string,
  startups: { id: string; name: string }[],
  opened = true,
  path = "/events",
) {
  return renderSignedInMenu(signedInMocks({ roleType, startups }), opened, path);
}

describe("SideMenu", () => {
  const communityMember: SignedInUser = { roleType: "CommunityMember" };
  const seesNobody = { users: "NONE", startups: "NONE" };

  it("leaves Community out when the role sees neither users nor startups", async () => {
    renderSignedInMenu(signedInMocks({ ...communityMember, visibility: seesNobody }));
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Events" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "Community" })).toBeNull();
  });

  it("follows a change of the role's visibility at once, without signing in again", async () => {
    renderSignedInMenu([
      currentUserMock(communityMember),
      viewerAccessMock("CommunityMember"),
      accessChangedMock(300),
      currentUserMock({ ...communityMember, visibility: seesNobody }),
      viewerAccessMock("CommunityMember"),
    ]);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Community" }).getAttribute("href")).toBe("/search/people");

    await waitFor(() => expect(within(menu).queryByRole("link", { name: "Community" })).toBeNull());
    expect(within(menu).getByRole("link", { name: "Events" })).toBeTruthy();
  });

  it("offers a cofounder without a startup to create one, in a dialog asking its name", async () => {
    renderMenu("Cofounder", []);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).queryByRole("link", { name: "Startup File" })).toBeNull();

    fireEvent.click(within(menu).getByRole("button", { name: "Create Startup" }));

    const dialog = await screen.findByRole("dialog", { name: "Create Startup" });
    expect(await within(dialog).findByRole("textbox", { name: "Name" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Create" })).toBeTruthy();
  });

  it("gives a cofounder with a startup the startup file instead", async () => {
    renderMenu("Cofounder", [{ id: "s1", name: "Nimbus" }]);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Startup File" }).getAttribute("href")).toBe(
      "/startup/file",
    );
    expect(within(menu).queryByRole("button", { name: "Create Startup" })).toBeNull();
  });

  it("marks the current page and opens the submenus leading to it", async () => {
    renderMenu("Admin", [], true, "/setup/tags/event");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Event tags" }).getAttribute("aria-current")).toBe("page");
    expect(within(menu).getByRole("button", { name: "Setup" }).getAttribute("aria-expanded")).toBe("true");
    expect(within(menu).getByRole("button", { name: "Administration" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
  });

  it("names every entry of the collapsed rail, which shows icons only", async () => {
    renderMenu("Applicant", [], false);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/profile/u1");
    expect(within(menu).queryByText("Account")).toBeNull();
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeTruthy();
    await waitFor(() =>
      expect(within(menu).getByRole("link", { name: "Contact support" }).getAttribute("href")).toBe(
        "mailto:help@demo.test",
      ),
    );
  });

  it("shows an entry outside the plan with a lock, and does not follow it", () => {
    renderPage(
      <SideMenuEntry
        item={{
          key: "admin.dataAssets",
          name: "nav.admin.dataAssets",
          to: "/admin/data-assets",
          locked: true,
        }}
        depth={1}
        trail={[]}
        rail={false}
        onExpand={() => {}}
        onNavigate={() => {}}
      />,
      { path: "/events" },
    );
    const entry = screen.getByRole("button", {
      name: /^Data assets\s*\(This feature is not available in your selected plan\)$/,
    });
    expect(entry.getAttribute("aria-disabled")).toBe("true");
    expect(screen.queryByRole("link")).toBeNull();
    fireEvent.click(entry);
    expect(screen.queryByTestId("location")).toBeNull();
  });
});
