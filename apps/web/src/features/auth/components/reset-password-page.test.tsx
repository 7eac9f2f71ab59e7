import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { RestClient } from "../../../lib/rest/rest-client.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const input = (name: string) => screen.getByLabelText(name, { selector: "input" });

async function submit(password: string, confirmation = password) {
  fireEvent.change(input("New password"), { target: { value: password } });
  fireEvent.change(input("Confirm the new password"), { target: { value: confirmation } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Change my password" })));
}

function rest(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  return { client: { request } as unknown as RestClient, request };
}

describe("ResetPasswordPage", () => {
  it("asks for the same password twice before calling the server", async () => {
    const { client, request } = rest(() => Promise.resolve({ ok: true }));
    renderPage(<ResetPasswordPage token="abc" />, { path: "/reset/abc", rest: client });

    await submit("Orbiting-Lantern-42", "Orbiting-Lantern-43");

    expect(screen.getByText("The passwords do not match")).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's password rule under the field", async () => {
    const { client } = rest(() =>
      Promise.reject(
        new RestError(
          400,
          {
            name: "ValidationError",
            message: "Invalid",
            fields: { newPassword: "This password is too common" },
          },
          "",
        ),
      ),
    );
    renderPage(<ResetPasswordPage token="abc" />, { path: "/reset/abc", rest: client });

    await submit("password1");

    expect(await screen.findByText("This password is too common")).toBeTruthy();
  });

  it("says a coded password rule in the user's words, not the server's", async () => {
    const { client } = rest(() =>
      Promise.reject(
        new RestError(
          400,
          {
            name: "ValidationError",
            message: "Password must be at least 8 characters",
            fields: { newPassword: "Password must be at least 8 characters" },
            fieldErrors: [{ path: "newPassword", code: "TOO_SHORT", params: { min: 8 } }],
          },
          "",
        ),
      ),
    );
    renderPage(<ResetPasswordPage token="abc" />, { path: "/reset/abc", rest: client });

    await submit("short");

    expect(
      await screen.findByText("New password must be greater than or equal to 8 characters"),
    ).toBeTruthy();
    expect(screen.queryByText("Password must be at least 8 characters")).toBeNull();
  });

  it("offers a new link when this one is used up", async () => {
    const { client } = rest(() =>
      Promise.reject(new RestError(400, { name: "InvalidToken", message: "This link has expired…" }, "")),
    );
    renderPage(<ResetPasswordPage token="abc" />, { path: "/reset/abc", rest: client });

    await submit("Orbiting-Lantern-42");

    expect((await screen.findByRole("alert")).textContent).toContain(
      "This link has expired or has already been used.",
    );
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgotpassword",
    );
  });

  it("sends the token and the new password, then goes to the login page", async () => {
    const { client, request } = rest(() => Promise.resolve({ ok: true }));
    renderPage(<ResetPasswordPage token="abc" />, { path: "/reset/abc", rest: client });

    await submit("Orbiting-Lantern-42");

    expect((await screen.findByTestId("location")).textContent).toBe("/login");
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/users/resetpassword",
        body: { token: "abc", newPassword: "Orbiting-Lantern-42" },
        anonymous: true,
      }),
    );
  });
});
