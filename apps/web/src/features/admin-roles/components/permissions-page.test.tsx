import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { UpdateRolePermissionsMutation } from "../api/update-role-permissions.mutation.ts";
import { ADMIN, COACH, catalogueMock, permission, rolesMock } from "../test/role-fixtures.ts";
import { PermissionsPage } from "./permissions-page.tsx";

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name });

describe("PermissionsPage", () => {
  it("shows the keys by area against the roles, System read-only", async () => {
    renderPage(<PermissionsPage />, { mocks: [rolesMock(), catalogueMock] });

    const matrix = within(await screen.findByTestId("permission-matrix"));
    expect(matrix.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Permission",
      "Admin",
      "Coach",
      "ScoutMentor",
      "SystemRead only",
    ]);
    expect(matrix.getAllByRole("rowheader").map((header) => header.textContent)).toEqual([
      "Startups",
      "STARTUP_FILE:VIEW",
      "Users",
      "USER_ROLES:EDIT",
      "USER:INVITE",
    ]);
    expect(checkbox("USER_ROLES:EDIT for Admin").checked).toBe(true);
    expect(checkbox("USER:INVITE for Coach").checked).toBe(false);
    const coachFile = matrix.getByRole<HTMLSelectElement>("combobox", {
      name: "STARTUP_FILE:VIEW for Coach",
    });
    expect(coachFile.selectedOptions[0]?.textContent).toBe("Assigned");

    expect(checkbox("USER_ROLES:EDIT for System").disabled).toBe(true);
    expect(checkbox("USER:INVITE for System").disabled).toBe(true);
    expect(
      matrix.getByRole<HTMLInputElement>("combobox", { name: "STARTUP_FILE:VIEW for System" }).disabled,
    ).toBe(true);
    expect(checkbox("USER:INVITE for Coach").disabled).toBe(false);
  });

  it("grants a key without criteria with one click", async () => {
    const saved = vi.fn(() => ({
      data: {
        updateRolePermissions: {
          ...COACH,
          permissions: [...COACH.permissions, permission("USER:INVITE", "ALL")],
        },
      },
    }));
    renderPage(<PermissionsPage />, {
      mocks: [
        rolesMock(),
        catalogueMock,
        {
          request: {
            query: UpdateRolePermissionsMutation,
            variables: { roleId: "r-coach", changes: [{ key: "USER:INVITE", criteria: "ALL" }] },
          },
          result: saved,
        },
      ],
    });
    await screen.findByTestId("permission-matrix");
    await act(async () => fireEvent.click(checkbox("USER:INVITE for Coach")));

    expect(checkbox("USER:INVITE for Coach").checked).toBe(true);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it("sets the criteria of a key with criteria", async () => {
    const saved = vi.fn(() => ({
      data: { updateRolePermissions: { ...COACH, permissions: [permission("STARTUP_FILE:VIEW", "ALL")] } },
    }));
    renderPage(<PermissionsPage />, {
      mocks: [
        rolesMock(),
        catalogueMock,
        {
          request: {
            query: UpdateRolePermissionsMutation,
            variables: { roleId: "r-coach", changes: [{ key: "STARTUP_FILE:VIEW", criteria: "ALL" }] },
          },
          result: saved,
        },
      ],
    });
    await screen.findByTestId("permission-matrix");
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "STARTUP_FILE:VIEW for Coach" });
    await act(async () => fireEvent.change(select, { target: { value: "ALL" } }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(
      screen.getByRole<HTMLSelectElement>("combobox", { name: "STARTUP_FILE:VIEW for Coach" })
        .selectedOptions[0]?.textContent,
    ).toBe("All");
  });

  it("undoes a refused change and says why beside the matrix", async () => {
    const refusal = "The Admin role must keep USER_ROLES:EDIT";
    renderPage(<PermissionsPage />, {
      mocks: [
        rolesMock(),
        catalogueMock,
        {
          request: {
            query: UpdateRolePermissionsMutation,
            variables: { roleId: ADMIN.id, changes: [{ key: "USER_ROLES:EDIT", criteria: null }] },
          },
          result: { errors: [new GraphQLError(refusal, { extensions: { name: "ValidationError" } })] },
        },
      ],
    });
    await screen.findByTestId("permission-matrix");
    await act(async () => fireEvent.click(checkbox("USER_ROLES:EDIT for Admin")));

    const alert = await screen.findByTestId("permission-error");
    expect(alert.textContent).toContain(`USER_ROLES:EDIT could not be changed for Admin: ${refusal}`);
    expect(checkbox("USER_ROLES:EDIT for Admin").checked).toBe(true);
  });

  it("filters the keys by key or area", async () => {
    renderPage(<PermissionsPage />, { mocks: [rolesMock(), catalogueMock] });
    const matrix = within(await screen.findByTestId("permission-matrix"));

    fireEvent.change(screen.getByRole("searchbox", { name: "Filter permissions" }), {
      target: { value: "invite" },
    });
    await waitFor(() =>
      expect(matrix.getAllByRole("rowheader").map((header) => header.textContent)).toEqual([
        "Users",
        "USER:INVITE",
      ]),
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter permissions" }), {
      target: { value: "startups" },
    });
    await waitFor(() =>
      expect(matrix.getAllByRole("rowheader").map((h) => h.textContent)).toEqual([
        "Startups",
        "STARTUP_FILE:VIEW",
      ]),
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter permissions" }), {
      target: { value: "nothing" },
    });
    expect(await screen.findByText("No permission matches “nothing”.")).toBeTruthy();
  });

  // Speed (issue 12, item 14). Every cell used to be a Mantine Select or Checkbox: 276 selects
  // and 552 checkboxes for the demo's 12 roles × 69 keys, each with its own store, popover and
  // wrappers. In-app navigation from General to Permissions, production build, admin@demo.test,
  // Chromium through Playwright on the shared 2-core machine: 6.7–7.4 s before (full load 10–13 s),
  // 0.4–1.3 s after with native controls (full load 1.0–2.1 s), the two queries taking 40–440 ms.
  it("draws its cells as native controls, light enough for hundreds of them", async () => {
    renderPage(<PermissionsPage />, { mocks: [rolesMock(), catalogueMock] });
    const matrix = within(await screen.findByTestId("permission-matrix"));
    const controls = [...matrix.getAllByRole("combobox"), ...matrix.getAllByRole("checkbox")];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      expect(control.tagName === "SELECT" || (control as HTMLInputElement).type === "checkbox").toBe(true);
      // No popover or wrapper of a component library inside the cell.
      expect(control.parentElement?.tagName).toBe("TD");
    }
  });
});
