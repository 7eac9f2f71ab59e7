import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { StartupFileTabContext } from "../../../../lib/startup-file-tab.ts";
import { renderRoutes } from "../../../../test/render-routes.tsx";
import { SetUpForStartupLinksQuery } from "../../api/set-up-links.query.ts";
import { StartupMemberCandidatesQuery } from "../../api/startup-member-candidates.query.ts";
import { AddStartupMemberMutation } from "../../api/startup-members.mutation.ts";
import { UpdateStartupMutation } from "../../api/update-startup.mutation.ts";
import { fileMock, NIMBUS_FILE } from "../../test/startup-file.fixtures.ts";
import { CompanyTab } from "./company-tab.tsx";

const context: StartupFileTabContext = {
  startupId: "s-nimbus",
  name: "Nimbus Analytics",
  viewerIsMember: true,
  reloadHeader: () => {},
};
function Frame() {
  return <Outlet context={context} />;
}

const routes = [
  { path: "/startup/:id/file", element: <Frame />, children: [{ path: "company", element: <CompanyTab /> }] },
];
const PATH = "/startup/s-nimbus/file/company";

const links = (done: string[]) => ({
  request: { query: SetUpForStartupLinksQuery, variables: { startupId: "s-nimbus" } },
  result: {
    data: {
      setUpForStartupLinks: ["logo", "website", "cofounder"].map((key) => ({
        __typename: "StartupSetUpLink" as const,
        key,
        done: done.includes(key),
        path: `/startup/s-nimbus/file/company#${key}`,
      })),
    },
  },
  maxUsageCount: 5,
});

describe("CompanyTab", { timeout: 20_000 }, () => {
  it("shows the profile, the members with roles and the set-up steps left", async () => {
    renderRoutes(routes, { path: PATH, mocks: [fileMock("s-nimbus", NIMBUS_FILE), links(["website"])] });
    const profile = within(await screen.findByTestId("company-profile"));
    expect(profile.getByText("2021")).toBeTruthy();
    expect(profile.getByText("Dashboards for small farms.")).toBeTruthy();
    expect(profile.getByText("Spring cohort")).toBeTruthy();
    const members = within(screen.getByTestId("company-members"));
    expect(members.getByText("Fatima Founder")).toBeTruthy();
    expect(members.getByText("CEO")).toBeTruthy();
    expect(members.getByText("No role given")).toBeTruthy();
    const checklist = within(await screen.findByTestId("set-up-checklist"));
    expect(checklist.getByText("1 of 3 steps done")).toBeTruthy();
    expect(checklist.getByText("Add a logo")).toBeTruthy();
    // Only the team edits connections.
    expect(screen.queryByTestId("company-connections")).toBeNull();
  });

  it("hides editing from a viewer without the rights", async () => {
    const readOnly = {
      ...NIMBUS_FILE,
      viewerIsMember: false,
      viewerRights: {
        ...NIMBUS_FILE.viewerRights,
        mayEditName: false,
        mayEditProfile: false,
        mayEditMembers: false,
      },
    };
    renderRoutes(routes, { path: PATH, mocks: [fileMock("s-nimbus", readOnly)] });
    await screen.findByTestId("company-profile");
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByTestId("add-member-button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change the role" })).toBeNull();
    expect(screen.queryByTestId("set-up-checklist")).toBeNull();
  });

  it("keeps the founding year from 1950 to this year, and shows the server's refusal beside its field", async () => {
    const refusal = new GraphQLError("Some fields are invalid", {
      extensions: {
        name: "ValidationError",
        fields: { website: "Enter a web address, such as https://example.com" },
      },
    });
    renderRoutes(routes, {
      path: PATH,
      mocks: [
        fileMock("s-nimbus", NIMBUS_FILE),
        links([]),
        {
          request: {
            query: UpdateStartupMutation,
            variables: {
              id: "s-nimbus",
              input: {
                website: "not a site",
                foundingYear: 1950,
                description: "Dashboards for small farms.",
              },
            },
          },
          result: { errors: [refusal] },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const year = screen.getByRole("textbox", { name: /Founding year/ }) as HTMLInputElement;
    fireEvent.change(year, { target: { value: "1949" } });
    fireEvent.blur(year);
    await waitFor(() => expect(year.value).toBe("1950"));
    fireEvent.change(screen.getByRole("textbox", { name: "Website" }), { target: { value: "not a site" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a web address, such as https://example.com")).toBeTruthy();
  });

  it("adds a cofounder with a role from the people the server offers", async () => {
    const nadia = {
      __typename: "UserCard" as const,
      id: "u-nadia",
      fullName: "Nadia Newman",
      email: "n@x.test",
    };
    const withNadia = {
      ...NIMBUS_FILE,
      people: [
        ...NIMBUS_FILE.people,
        {
          __typename: "StartupFileMember" as const,
          id: "u-nadia",
          role: "CMO",
          user: { ...nadia, avatar: null },
        },
      ],
    };
    renderRoutes(routes, {
      path: PATH,
      mocks: [
        fileMock("s-nimbus", NIMBUS_FILE),
        links([]),
        {
          request: {
            query: StartupMemberCandidatesQuery,
            variables: { startupId: "s-nimbus", search: null },
          },
          result: { data: { startupMemberCandidates: [nadia] } },
          maxUsageCount: 5,
        },
        {
          request: {
            query: AddStartupMemberMutation,
            variables: { startupId: "s-nimbus", userId: "u-nadia", role: "CMO" },
          },
          result: { data: { addStartupMember: withNadia } },
        },
      ],
    });
    fireEvent.click(await screen.findByTestId("add-member-button"));
    const dialog = within(await screen.findByRole("dialog", { name: "Add a member" }));
    fireEvent.click(dialog.getByRole("combobox", { name: "Person" }));
    fireEvent.click(await screen.findByRole("option", { name: /Nadia Newman/ }));
    fireEvent.change(dialog.getByRole("textbox", { name: /Role/ }), { target: { value: "CMO" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a member" })).toBeNull());
    const members = within(screen.getByTestId("company-members"));
    expect(members.getByText("Nadia Newman")).toBeTruthy();
    expect(members.getByText("CMO")).toBeTruthy();
  });
});
