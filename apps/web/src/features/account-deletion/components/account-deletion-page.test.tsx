import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, writeToken } from "../../../lib/auth-storage.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { AccountDeletionIncubatorQuery } from "../api/account-deletion-incubator.query.ts";
import { DeleteOwnAccountMutation } from "../api/delete-own-account.mutation.ts";
import { AccountDeletionPage } from "./account-deletion-page.tsx";

const PATH = "/profile/settings/accountDeletion";
const PASSWORD = "Password123!";

function incubator(allowUserSelfDelete: boolean, address: string | null = "help@demo.test") {
  return {
    request: { query: AccountDeletionIncubatorQuery },
    result: {
      data: {
        incubator: {
          __typename: "Incubator" as const,
          id: "1",
          allowUserSelfDelete,
          supportEmail: { __typename: "EmailAddress" as const, address },
        },
      },
    },
  };
}

function refusal(name: string, message: string, fields?: Record<string, string>) {
  return new GraphQLError(message, { extensions: { name, code: "X", ...(fields ? { fields } : {}) } });
}

function deletion(result: MockLink.MockedResponse["result"]): MockLink.MockedResponse {
  return { request: { query: DeleteOwnAccountMutation, variables: { password: PASSWORD } }, result };
}

/** Types the password, presses the red button and confirms in the modal. */
async function deleteWithPassword() {
  fireEvent.change(await screen.findByLabelText(/^Your password/), { target: { value: PASSWORD } });
  fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
  const modal = await screen.findByRole("dialog", { name: "Delete your account?" });
  await act(async () =>
    fireEvent.click(within(modal).getByRole("button", { name: "Yes, delete my account" })),
  );
}

/** The message said under the password field (the one its description points to), if any. */
function passwordError(): string | null {
  const ids =
    screen
      .getByLabelText(/^Your password/)
      .getAttribute("aria-describedby")
      ?.split(/\s+/) ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return (errorId && document.getElementById(errorId)?.textContent) || null;
}

afterEach(() => window.localStorage.clear());

describe("AccountDeletionPage", () => {
  it("says whom to ask when the organisation does not let members delete themselves", async () => {
    renderPage(<AccountDeletionPage />, { path: PATH, mocks: [incubator(false)] });

    expect(screen.getByRole("heading", { level: 1, name: "Delete my account" })).toBeTruthy();
    expect(
      await screen.findByText("Your organisation does not let members delete their own account"),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "help@demo.test" }).getAttribute("href")).toBe(
      "mailto:help@demo.test",
    );
    expect(screen.queryByLabelText(/^Your password/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete my account" })).toBeNull();
  });

  it("asks for the password before confirming", async () => {
    renderPage(<AccountDeletionPage />, { path: PATH, mocks: [incubator(true)] });

    expect(await screen.findByText("You can no longer sign in with it.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));

    expect(await screen.findByText("Your password is a required field")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a wrong password under the field and keeps the user signed in", async () => {
    writeToken("header.payload.signature");
    renderPage(<AccountDeletionPage />, {
      path: PATH,
      mocks: [
        incubator(true),
        deletion({ errors: [refusal("ValidationError", "Wrong password", { password: "Wrong password" })] }),
      ],
    });

    await deleteWithPassword();

    await waitFor(() => expect(passwordError()).toBe("Wrong password"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(readToken()).toBe("header.payload.signature");
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("says why when the organisation must keep its last admin", async () => {
    renderPage(<AccountDeletionPage />, {
      path: PATH,
      mocks: [
        incubator(true),
        deletion({
          errors: [refusal("ConflictError", "The organisation must keep at least one active admin")],
        }),
        incubator(true),
      ],
    });

    await deleteWithPassword();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You are the organisation's last active admin.");
    expect(passwordError()).toBeNull();
  });

  it("deletes the account with the password, signs out and opens the login page", async () => {
    writeToken("header.payload.signature");
    const deleted = vi.fn(() => ({ data: { deleteOwnAccount: true } }));
    renderPage(<AccountDeletionPage />, { path: PATH, mocks: [incubator(true), deletion(deleted)] });

    await deleteWithPassword();

    expect((await screen.findByTestId("location")).textContent).toBe("/login");
    expect(deleted).toHaveBeenCalledOnce();
    expect(readToken()).toBeNull();
  });
});
