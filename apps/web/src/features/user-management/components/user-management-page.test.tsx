import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ChangeUserRoleMutation } from "../api/change-user-role.mutation.ts";
import { DeactivateUserMutation } from "../api/deactivate-user.mutation.ts";
import {
  ADA,
  ADMIN_ID,
  CHRIS,
  MARGARET,
  managedUser,
  pageMocks,
  usersMock,
} from "./user-management.fixtures.ts";
import { UserManagementPage } from "./user-management-page.tsx";

const row = (email: string) => screen.getByTestId(`user-row-${email}`);

async function pick(label: string, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

async function openAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole("menuitem", { name: action }));
}

describe("UserManagementPage", { timeout: 20_000 }, () => {
  it("lists the organisation's users and sends the search and filters as the query's variables", async () => {
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      path: "/admin/user-management",
      mocks: [
        ...pageMocks(),
        usersMock({}, [ADA, CHRIS, MARGARET], { total: 3 }),
        usersMock({ search: "community" }, [CHRIS]),
        usersMock({ search: "community", roleIds: ["r-community"] }, [CHRIS]),
        usersMock({ search: "community", roleIds: ["r-community"], statuses: ["unactive"] }, []),
      ],
    });

    expect(await screen.findByText("3 users")).toBeTruthy();
    const chris = within(row("community@demo.test"));
    expect(chris.getByText("Chris Community")).toBeTruthy();
    expect(chris.getByText("Community Member")).toBeTruthy();
    expect(chris.getByText("Active")).toBeTruthy();
    expect(chris.getByText("Nimbus Analytics")).toBeTruthy();
    expect(chris.getByText("Spring cohort")).toBeTruthy();
    expect(chris.getByText("Mar 5, 2024")).toBeTruthy();
    expect(within(row("mentor@demo.test")).getByText("GreenLoop")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "community" } });
    // The list waits for a pause in the typing.
    expect(screen.getByText("3 users")).toBeTruthy();
    expect(await screen.findByText("1 user", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByTestId("user-row-admin@demo.test")).toBeNull();

    await pick("Role", "Community Member");
    await pick("Status", "Deactivated");
    expect(await screen.findByText("No users match these filters.", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("0 users")).toBeTruthy();
  });

  it("pages through the list, 25 users a page", async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      managedUser(`u-${index}`, `Person ${index}`, `person${index}@demo.test`, "r-community"),
    );
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [
        ...pageMocks(),
        usersMock({}, many, { total: 27 }),
        usersMock({}, [ADA, CHRIS], { offset: 25, total: 27 }),
      ],
    });

    expect(await screen.findByText("27 users")).toBeTruthy();
    expect(screen.getAllByTestId("user-actions")).toHaveLength(25);
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByTestId("user-row-community@demo.test")).toBeTruthy();
    expect(screen.queryByTestId("user-row-person0@demo.test")).toBeNull();
  });

  // In Arabic the Created column was cut at the left edge: Mantine's ScrollArea did not
  // scroll the wide table. A native scroll box scrolls in either direction.
  it("scrolls a wide table in a native scroll box, in either reading direction", async () => {
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [...pageMocks(), usersMock({}, [ADA, CHRIS])],
    });
    const table = await screen.findByTestId("users-table");
    expect(table.closest(".mantine-ScrollArea-root")).toBeNull();
    expect(table.closest(".mantine-TableScrollContainer-scrollContainer")).not.toBeNull();
  });

  it("offers no deactivate or delete on the viewer's own row", async () => {
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [...pageMocks(), usersMock({}, [ADA, CHRIS])],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for Ada Lovelace" }));
    expect(await screen.findByRole("menuitem", { name: "Change role" })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: "Deactivate" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Delete" })).toBeNull();
  });

  it("changes a user's role through the dialog", async () => {
    const changed = vi.fn(() => ({
      data: { changeUserRole: managedUser("u-chris", "Chris Community", "community@demo.test", "r-mentor") },
    }));
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [
        ...pageMocks(),
        usersMock({}, [ADA, CHRIS]),
        {
          request: { query: ChangeUserRoleMutation, variables: { userId: "u-chris", roleId: "r-mentor" } },
          result: changed,
        },
      ],
    });

    await openAction("Chris Community", "Change role");
    const dialog = await screen.findByRole("dialog", { name: "Change the role of Chris Community" });
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Role" }));
    fireEvent.click(await within(dialog).findByRole("option", { name: "Mentor" }));
    // Moving to the network takes one of the plan's seats.
    expect(within(dialog).getByText("Network (mentors and experts): 12 of 25 used")).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save role" })));

    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the organisation's rule when the server refuses a role change", async () => {
    renderPage(<UserManagementPage view="all" viewerId="u-other" />, {
      mocks: [
        ...pageMocks(),
        usersMock({}, [ADA]),
        {
          request: { query: ChangeUserRoleMutation, variables: { userId: ADMIN_ID, roleId: "r-mentor" } },
          result: {
            errors: [
              { message: "The organisation needs at least one admin", extensions: { name: "ConflictError" } },
            ],
          },
        },
      ],
    });

    await openAction("Ada Lovelace", "Change role");
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Role" }));
    fireEvent.click(await within(dialog).findByRole("option", { name: "Mentor" }));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Save role" })));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("This change is not possible");
    expect(alert.textContent).toContain("The organisation needs at least one admin");
  });

  it("asks before deactivating, saying that the user's sessions end at once", async () => {
    const deactivated = vi.fn(() => ({
      data: {
        deactivateUser: managedUser("u-chris", "Chris Community", "community@demo.test", "r-community", {
          status: "unactive",
        }),
      },
    }));
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [
        ...pageMocks(),
        usersMock({}, [ADA, CHRIS]),
        { request: { query: DeactivateUserMutation, variables: { userId: "u-chris" } }, result: deactivated },
      ],
    });

    await openAction("Chris Community", "Deactivate");
    const dialog = await screen.findByRole("dialog", { name: "Deactivate Chris Community?" });
    expect(dialog.textContent).toContain("Their open sessions end at once");
    expect(deactivated).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Deactivate" })));
    await waitFor(() => expect(deactivated).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the network alone on the mentors view, their assigned startups first", async () => {
    renderPage(<UserManagementPage view="mentors" viewerId={ADMIN_ID} />, {
      mocks: [...pageMocks(), usersMock({ categories: ["network"] }, [MARGARET])],
    });

    expect(await screen.findByText("1 mentor or expert")).toBeTruthy();
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers.slice(0, 2)).toEqual(["Name", "Assigned startups"]);
    expect(screen.queryByRole("combobox", { name: "Category" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Assign startups to Margaret Hamilton" }));
    const dialog = await screen.findByRole("dialog", { name: "Startups assigned to Margaret Hamilton" });
    expect(within(dialog).getByText("GreenLoop")).toBeTruthy();
  });
});
