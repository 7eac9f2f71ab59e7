import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { InviteUserMutation } from "../api/invite-user.mutation.ts";
import { ADMIN_ID, CHRIS, pageMocks, usersMock } from "./user-management.fixtures.ts";
import { UserManagementPage } from "./user-management-page.tsx";

async function openInvite(email: string, role: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Invite user" }));
  const dialog = await screen.findByRole("dialog", { name: "Invite a user" });
  fireEvent.change(within(dialog).getByRole("textbox", { name: "E-mail" }), { target: { value: email } });
  fireEvent.click(within(dialog).getByRole("combobox", { name: "Role" }));
  fireEvent.click(await within(dialog).findByRole("option", { name: role }));
  return dialog;
}

describe("Invite user", { timeout: 20_000 }, () => {
  it("shows the plan's seats for the role's category and the server's plan limit refusal", async () => {
    const invite = vi.fn(() => ({
      errors: [
        {
          message: "The plan allows 25 network users",
          extensions: { name: "LimitReachedError", limit: "network", max: 25, current: 25 },
        },
      ],
    }));
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [
        ...pageMocks({ network: [25, 25] }),
        usersMock({}, [CHRIS]),
        {
          request: {
            query: InviteUserMutation,
            variables: { input: { email: "new.mentor@demo.test", roleId: "r-mentor" } },
          },
          result: invite,
        },
      ],
    });

    const dialog = await openInvite("new.mentor@demo.test", "Mentor");
    expect(
      within(dialog).getByText("Network (mentors and experts): all 25 seats of your plan are used (25)."),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" })));

    const alert = await within(dialog).findByRole("alert");
    expect(invite).toHaveBeenCalledTimes(1);
    expect(alert.textContent).toContain("Plan limit reached");
    expect(alert.textContent).toContain(
      "Your plan allows 25 seats for Network (mentors and experts) and 25 are in use.",
    );
  });

  it("checks the e-mail before calling the server, and shows the server's field message beside it", async () => {
    const invite = vi.fn(() => ({
      errors: [
        {
          message: "Some fields are invalid",
          extensions: { name: "ValidationError", fields: { email: "This address cannot receive e-mail" } },
        },
      ],
    }));
    renderPage(<UserManagementPage view="all" viewerId={ADMIN_ID} />, {
      mocks: [
        ...pageMocks(),
        usersMock({}, [CHRIS]),
        {
          request: {
            query: InviteUserMutation,
            variables: { input: { email: "x@y.zz", roleId: "r-expert" } },
          },
          result: invite,
        },
      ],
    });

    const dialog = await openInvite("not-an-address", "Expert");
    expect(within(dialog).getByText("Network (mentors and experts): 12 of 25 used")).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" })));
    expect(within(dialog).getByText("E-mail is not a valid email")).toBeTruthy();
    expect(invite).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole("textbox", { name: "E-mail" }), {
      target: { value: "x@y.zz" },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Send invitation" })));
    expect(await within(dialog).findByText("This address cannot receive e-mail")).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});
