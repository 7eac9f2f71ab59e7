import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CreateCustomRoleMutation } from "../api/create-custom-role.mutation.ts";
import { DeleteRoleMutation } from "../api/delete-role.mutation.ts";
import { UpdateRoleMutation } from "../api/update-role.mutation.ts";
import { COACH, planMock, ROLES, role, rolesMock, SCOUT } from "../test/role-fixtures.ts";
import { RolesPage } from "./roles-page.tsx";

const PLAN_MESSAGE = "This feature is not available in your selected plan";

async function openCreateModal() {
  const button = await screen.findByRole("button", { name: "Create custom role" });
  await waitFor(() => expect(button.hasAttribute("disabled")).toBe(false));
  fireEvent.click(button);
  return screen.findByRole("dialog", { name: "Create a custom role" });
}

describe("RolesPage", () => {
  it("lists the roles with their type, kind, category, users and visibility", async () => {
    renderPage(<RolesPage />, { mocks: [rolesMock(), planMock(true)] });

    const coach = within(await screen.findByTestId("role-row-r-coach"));
    expect(coach.getByRole("rowheader").textContent).toBe("Coach");
    expect(coach.getByText("Built-in")).toBeTruthy();
    expect(coach.getByText("Employee")).toBeTruthy();
    expect(coach.getByText("3")).toBeTruthy();
    expect(coach.getByText("Selected")).toBeTruthy();
    expect(coach.getByText("Sees: Co/Founder and Mentor")).toBeTruthy();
    expect(coach.getByText("Assigned")).toBeTruthy();

    const scout = within(screen.getByTestId("role-row-r-scout"));
    expect(scout.getByText("Custom")).toBeTruthy();
    expect(scout.getByText("Mentor")).toBeTruthy();
    expect(scout.getByText("Network")).toBeTruthy();
    expect(scout.getByRole("button", { name: "Delete Scout" })).toBeTruthy();

    // Built-in roles are edited but never deleted; System is read-only.
    expect(coach.queryByRole("button", { name: /^Delete/ })).toBeNull();
    const system = within(screen.getByTestId("role-row-r-system"));
    expect(system.queryByRole("button")).toBeNull();
    expect(system.getByText("Read only")).toBeTruthy();
  });

  it("creates a custom role from a built-in template", async () => {
    const created = role({ id: "r-new", type: "Coach", label: "Venture partner", isCustom: true });
    const createResult = vi.fn(() => ({ data: { createCustomRole: created } }));
    renderPage(<RolesPage />, {
      mocks: [
        rolesMock(),
        planMock(true),
        {
          request: {
            query: CreateCustomRoleMutation,
            variables: { input: { label: "Venture partner", templateRoleId: "r-coach" } },
          },
          result: createResult,
        },
        rolesMock([...ROLES, created]),
      ],
    });

    const dialog = within(await openCreateModal());
    fireEvent.change(dialog.getByRole("textbox", { name: "Label" }), {
      target: { value: "  Venture partner " },
    });
    fireEvent.click(dialog.getByRole("combobox", { name: "Template role" }));
    // The templates are the built-in roles but System; custom roles are not templates.
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual(["Admin", "Coach"]);
    fireEvent.click(screen.getByRole("option", { name: "Coach" }));
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Create role" })));

    await waitFor(() => expect(createResult).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId("role-row-r-new")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks for a label and a template before sending anything", async () => {
    renderPage(<RolesPage />, { mocks: [rolesMock(), planMock(true)] });
    const dialog = within(await openCreateModal());
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Create role" })));
    expect(dialog.getByText("Label is a required field")).toBeTruthy();
    expect(dialog.getByText("Template role is a required field")).toBeTruthy();
  });

  it("says the plan lacks custom roles instead of showing the form", async () => {
    renderPage(<RolesPage />, { mocks: [rolesMock(), planMock(false)] });

    const dialog = within(await openCreateModal());
    expect(dialog.getByText(PLAN_MESSAGE)).toBeTruthy();
    expect(dialog.getByRole("link", { name: "See your plan" }).getAttribute("href")).toBe(
      "/admin/settings/plan",
    );
    expect(dialog.queryByRole("textbox", { name: "Label" })).toBeNull();
  });

  it("shows the plan message when the server refuses for the plan", async () => {
    renderPage(<RolesPage />, {
      mocks: [
        rolesMock(),
        planMock(true),
        {
          request: {
            query: CreateCustomRoleMutation,
            variables: { input: { label: "Scout 2", templateRoleId: "r-admin" } },
          },
          result: {
            errors: [
              new GraphQLError(PLAN_MESSAGE, {
                extensions: { name: "ForbiddenError", reason: "PLAN", code: "FORBIDDEN" },
              }),
            ],
          },
        },
      ],
    });
    const dialog = within(await openCreateModal());
    fireEvent.change(dialog.getByRole("textbox", { name: "Label" }), { target: { value: "Scout 2" } });
    fireEvent.click(dialog.getByRole("combobox", { name: "Template role" }));
    fireEvent.click(await screen.findByRole("option", { name: "Admin" }));
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Create role" })));

    expect(await dialog.findByText(PLAN_MESSAGE)).toBeTruthy();
  });

  it("saves the visibility of a role, with the role types it sees", async () => {
    const updateResult = vi.fn(() => ({
      data: {
        updateRole: {
          ...COACH,
          userAccess: {
            __typename: "UserAccess" as const,
            visibilitySettings: "SELECTED",
            roles: ["Cofounder", "Mentor"],
          },
          startupAccess: { __typename: "StartupAccess" as const, visibilitySettings: "SELECTED" },
        },
      },
    }));
    renderPage(<RolesPage />, {
      mocks: [
        rolesMock(),
        planMock(true),
        {
          request: {
            query: UpdateRoleMutation,
            variables: {
              id: "r-coach",
              input: {
                userAccess: { visibilitySettings: "SELECTED", roles: ["Cofounder", "Mentor"] },
                startupAccess: { visibilitySettings: "SELECTED" },
              },
            },
          },
          result: updateResult,
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Coach" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit the role Coach" }));
    // A built-in role keeps its name.
    expect(dialog.getByRole("textbox", { name: "Label" }).hasAttribute("disabled")).toBe(true);
    expect(dialog.getByText("The startups of their programs.")).toBeTruthy();
    const startupGroup = within(dialog.getByTestId("edit-role-startup-visibility"));
    fireEvent.click(startupGroup.getByRole("radio", { name: /^Selected/ }));
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Save" })));

    await waitFor(() => expect(updateResult).toHaveBeenCalledTimes(1));
  });

  it("shows why a role still in use cannot be deleted", async () => {
    const inUse = { ...SCOUT, userCount: 1 };
    renderPage(<RolesPage />, {
      mocks: [
        rolesMock([inUse]),
        planMock(true),
        {
          request: { query: DeleteRoleMutation, variables: { id: "r-scout" } },
          result: {
            errors: [
              new GraphQLError("This role is still given to 1 user", {
                extensions: { name: "ConflictError" },
              }),
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Scout" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete the role Scout" }));
    expect(dialog.getByText(/1 user still has this role/)).toBeTruthy();
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Delete role" })));

    expect((await dialog.findByTestId("delete-role-error")).textContent).toBe(
      "This role is still given to 1 user",
    );
  });
});
