import { fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render-routes.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { defaultViewer } from "../../navigation/testing.ts";
import { CARL, connection, connectionsMock, MARGARET, viewerMock } from "../../portfolio/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { UnavailablePage } from "../../unavailable/index.ts";
import { Component as StartupFileRoute } from "../routes/startup-file.route.tsx";
import { fileMock, NIMBUS_FILE } from "../test/startup-file.fixtures.ts";

/** The file's frame around a tab's page, as the route table nests them. */
const COFOUNDER = { role: { type: "Cofounder", startupAccess: { visibilitySettings: "ALL" } } };
function FileRouteAsCofounder() {
  return (
    <CurrentUserContext value={COFOUNDER as CurrentUser}>
      <ViewerAccessContext value={defaultViewer("Cofounder")}>
        <StartupFileRoute />
      </ViewerAccessContext>
    </CurrentUserContext>
  );
}

const routes = [
  {
    path: "/startup/:id?/file",
    Component: FileRouteAsCofounder,
    children: [{ path: ":tab", element: <UnavailablePage title="Tab page" /> }],
  },
];

const FOUNDER = () => viewerMock("u-fatima", "Fatima Founder", ["s-nimbus"]);

describe("StartupFileLayout", { timeout: 20_000 }, () => {
  it("shows the cofounder's own file: header, coaching hours with 'Book a session', tabs and the tab's page", async () => {
    const mentor = connection({
      id: "c-mentor",
      assignedUser: MARGARET,
      takesBookings: false,
      minutesAllocated: 0,
      minutesRemaining: 0,
      minutesUsed: 0,
      minutesPending: 0,
    });
    const { router } = renderRoutes(routes, {
      path: "/startup/file/activities",
      mocks: [FOUNDER(), fileMock(null, NIMBUS_FILE), connectionsMock("s-nimbus", [connection(), mentor])],
    });

    const header = within(await screen.findByTestId("startup-file-header"));
    expect(header.getByRole("heading", { level: 1, name: "Nimbus Analytics" })).toBeTruthy();
    expect(
      header.getByRole("link", { name: "nimbus.example (opens in a new tab)" }).getAttribute("href"),
    ).toBe("https://nimbus.example/");
    expect(header.getByText("Cofounders: Fatima Founder and Tim Berners")).toBeTruthy();

    const panel = within(screen.getByRole("region", { name: "Coaching hours" }));
    const rows = await panel.findAllByTestId("connection");
    expect(within(rows[0] as HTMLElement).getByText(CARL.fullName)).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByTestId("hours-remaining").textContent).toBe(
      "3 h 30 min remaining",
    );
    expect(within(rows[1] as HTMLElement).getByTestId("hours-remaining").textContent).toBe(
      "No hours allocated",
    );
    fireEvent.click(await panel.findByRole("button", { name: "Book a session with Carl Coachman" }));
    expect(await screen.findByRole("dialog", { name: "Book a session" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

    const tabs = within(screen.getByRole("tablist", { name: "Sections of the startup file" }));
    // Assessment, analytics and feedback wait for their modules (metrics, coaching): hidden.
    expect(tabs.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Activities",
      "Tasks",
      "Documents",
      "Company",
      "Applications",
      "Milestones",
      "Export",
      "Custom fields",
    ]);
    expect(tabs.getByRole("tab", { name: "Activities" }).getAttribute("aria-selected")).toBe("true");
    expect(tabs.getByRole("tab", { name: "Tasks" }).getAttribute("href")).toBe("/startup/file/tasks");
    // One level-1 heading, the startup's: the tab's own title sits under it.
    expect(screen.getByRole("heading", { level: 2, name: "Tab page" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    fireEvent.click(tabs.getByRole("tab", { name: "Documents" }));
    expect(router.state.location.pathname).toBe("/startup/file/documents");
  });

  it("shows another startup's file by its id, its tabs linking under that id", async () => {
    renderRoutes(routes, {
      path: "/startup/s-nimbus/file/company",
      mocks: [
        viewerMock(),
        fileMock("s-nimbus", { ...NIMBUS_FILE, viewerIsMember: false }),
        connectionsMock("s-nimbus", []),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Nimbus Analytics" })).toBeTruthy();
    expect(await screen.findByTestId("connections-empty")).toBeTruthy();
    const tabs = within(screen.getByRole("tablist"));
    expect(tabs.getByRole("tab", { name: "Company" }).getAttribute("aria-selected")).toBe("true");
    expect(tabs.getByRole("tab", { name: "Tasks" }).getAttribute("href")).toBe(
      "/startup/s-nimbus/file/tasks",
    );
  });

  it("says the file does not exist when the server finds none", async () => {
    renderRoutes(routes, {
      path: "/startup/s-gone/file/activities",
      mocks: [viewerMock(), fileMock("s-gone", null)],
    });
    expect((await screen.findByTestId("startup-file-not-found")).textContent).toBe(
      "This startup file does not exist, or you may not see it.",
    );
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Tab page" })).toBeNull();
  });

  describe("for someone who is not a member of a startup", () => {
    /** The signed-in area's user and access, with a fresh organisation's defaults for the role. */
    const signedInAs = (roleType: string, startups = "ALL") =>
      function SignedIn({ children }: { children: ReactNode }) {
        const user = { role: { type: roleType, startupAccess: { visibilitySettings: startups } } };
        return (
          <CurrentUserContext value={user as CurrentUser}>
            <ViewerAccessContext value={defaultViewer(roleType)}>{children}</ViewerAccessContext>
          </CurrentUserContext>
        );
      };

    it.each([
      { role: "Coach", startups: "ALL", link: "Open the Startup Portfolio", to: "/coaching" },
      { role: "Mentor", startups: "ASSIGNED", link: "Open the Startup Portfolio", to: "/coaching" },
      { role: "Cofounder", startups: "ALL", link: "Browse the startups", to: "/search/startups" },
      { role: "Cofounder", startups: "NONE", link: "Go to the home page", to: "/" },
      { role: "Evaluator", startups: "ALL", link: "Go to the home page", to: "/" },
    ])(
      "shows a $role (startups: $startups) a heading, why, and the way to $to",
      async ({ role, startups, link, to }) => {
        const SignedIn = signedInAs(role, startups);
        renderRoutes(
          [
            {
              path: "/startup/file",
              element: (
                <SignedIn>
                  <StartupFileRoute />
                </SignedIn>
              ),
            },
          ],
          { path: "/startup/file", mocks: [fileMock(null, null)] },
        );
        expect(await screen.findByRole("heading", { level: 1, name: "Startup File" })).toBeTruthy();
        expect(screen.getByText("You are not a member of a startup yet", { exact: false })).toBeTruthy();
        expect(screen.getByRole("link", { name: link }).getAttribute("href")).toBe(to);
        expect(screen.queryByTestId("startup-file-not-found")).toBeNull();
      },
    );
  });
});
