import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, storeSignIn } from "../../../lib/auth-storage.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ResendConfirmationEmailMutation } from "../api/resend-confirmation-email.mutation.ts";
import { ConfirmEmailScreen } from "./confirm-email-screen.tsx";

const resend = {
  request: { query: ResendConfirmationEmailMutation },
  result: { data: { resendConfirmationEmail: true } },
};

describe("ConfirmEmailScreen", () => {
  afterEach(() => vi.useRealTimers());

  it("resends the confirmation and says so for 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<ConfirmEmailScreen email="staff@demo.test" />, { mocks: [resend] });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "You have not confirmed your email yet",
    );
    expect(screen.getByText(/staff@demo\.test/)).toBeTruthy();

    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Resend the confirmation e-mail" })),
    );
    expect((await screen.findByRole("status")).textContent).toBe("Email sent, please check your email");

    await act(async () => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole("status")).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers to log out", async () => {
    storeSignIn("token");
    renderPage(<ConfirmEmailScreen email="staff@demo.test" />);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Log out" })));

    expect(readToken()).toBeNull();
  });
});
