import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccessProvider } from "../../../features/access/index.ts";
import { CurrentUserProvider } from "../../../features/session/index.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { signedInMocks } from "../testing/signed-in-mocks.ts";
import type { SideMenuState } from "../use-side-menu-state.ts";
import { TopBar } from "./top-bar.tsx";

// Narrow: the logo stands in for the breadcrumbs (which need the data router).
const menu: SideMenuState = {
  opened: false,
  narrow: true,
  toggle: () => {},
  expand: () => {},
  close: () => {},
};

/** Who may open /calendar (ACCESS.calendar), with a fresh organisation's defaults: the calendar button is theirs alone. */
const SEES_THE_CALENDAR: Record<RoleType, boolean> = {
  Admin: true,
  AdminCoach: true,
  SubAdmin: true,
  Staff: true,
  Coach: true,
  Mentor: true,
  Expert: true,
  Evaluator: true,
  Cofounder: true,
  CommunityMember: true,
  Applicant: false,
  System: false,
};

/** The top bar of a signed-in user of this role, on /events. */
function renderTopBar(roleType: RoleType) {
  renderPage(
    <CurrentUserProvider>
      <AccessProvider>
        <TopBar menu={menu} />
      </AccessProvider>
    </CurrentUserProvider>,
    { mocks: signedInMocks({ roleType }), path: "/events" },
  );
}

describe("TopBar", () => {
  it.each(ROLE_TYPES.filter((role) => role !== "System"))(
    "shows the calendar button to %s only if they may open /calendar",
    async (role) => {
      renderTopBar(role);
      // The bar shows once the user and their access have loaded.
      await screen.findByRole("button", { name: "Notifications" });
      expect(Boolean(screen.queryByRole("button", { name: "Calendar and events" }))).toBe(
        SEES_THE_CALENDAR[role],
      );
    },
  );

  // At 420 px in Arabic, "Demo Accelerator" lost its start ("…ccelerator"): the ellipsis
  // followed the page's direction, not the name's.
  it("cuts the organisation's name at the end of the name's own reading order", async () => {
    renderTopBar("Admin");
    expect((await screen.findByTestId("organisation-name")).getAttribute("dir")).toBe("auto");
  });
});
