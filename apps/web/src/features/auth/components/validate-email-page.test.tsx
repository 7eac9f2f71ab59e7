import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { RestClient } from "../../../lib/rest/rest-client.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ValidateEmailPage } from "./validate-email-page.tsx";

describe("ValidateEmailPage", () => {
  it("confirms the address once, even when rendered twice", async () => {
    const request = vi.fn(() => Promise.resolve({ ok: true }));
    const rest = { request } as unknown as RestClient;
    const first = renderPage(<ValidateEmailPage token="once" />, { rest });
    expect(await screen.findByText("Your e-mail address is confirmed. Thank you!")).toBeTruthy();
    first.unmount();

    renderPage(<ValidateEmailPage token="once" />, { rest });
    expect(await screen.findByText("Your e-mail address is confirmed. Thank you!")).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/users/validate/once" }),
    );
  });

  it("says when the link is used up", async () => {
    const rest = {
      request: () => Promise.reject(new RestError(400, { name: "InvalidToken", message: "x" }, "")),
    } as unknown as RestClient;
    renderPage(<ValidateEmailPage token="used" />, { rest });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link has expired or has already been used.",
    );
  });
});
