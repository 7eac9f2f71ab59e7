import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken } from "../../../lib/auth-storage.ts";
import type { RestClient } from "../../../lib/rest/rest-client.ts";
import { RestError } from "../../../lib/rest/rest-error.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { AuthModeQuery } from "../api/auth-mode.query.ts";
import { LoginIncubatorQuery } from "../api/login-incubator.query.ts";
import { LoginPage } from "./login-page.tsx";

const incubator = {
  __typename: "Incubator" as const,
  id: "1",
  name: "Demo Accelerator",
  slug: "demo",
  description: "Pre-seed programmes",
  logo: null,
  whiteLogo: null,
  brandPalette: {
    __typename: "BrandPalette" as const,
    login: { __typename: "LoginPalette" as const, logoType: "DEFAULT" },
  },
  incubatorCustomLoginTextAndLink: {
    __typename: "CustomLoginTextAndLink" as const,
    active: true,
    text: "Apply to the spring cohort",
    url: "https://demo.example/apply",
    buttonBackgroundColor: "#ff8800",
    buttonTextColor: "#111111",
  },
  incubatorTermsAndServices: { __typename: "TermsAndServices" as const, url: "https://demo.example/terms" },
};

function mocks(sso: boolean) {
  return [
    { request: { query: LoginIncubatorQuery }, result: { data: { incubator } } },
    {
      request: { query: AuthModeQuery },
      result: {
        data: {
          authMode: {
            __typename: "AuthMode" as const,
            enabled: sso,
            organization: sso ? "demo" : null,
            oauthConnections: sso
              ? [
                  {
                    __typename: "OAuthConnection" as const,
                    id: "okta",
                    name: "Okta",
                    provider: "okta",
                    protocol: "oidc",
                  },
                ]
              : [],
          },
        },
      },
    },
  ];
}

function restAnswering(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  return { rest: { request } as unknown as RestClient, request };
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const password = () => screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;

async function fill(email: string, secret: string) {
  fireEvent.change(field("E-mail"), { target: { value: email } });
  fireEvent.change(password(), { target: { value: secret } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Log in" })));
}

describe("LoginPage", () => {
  afterEach(() => window.localStorage.clear());

  it("shows the organisation's name, its custom link in its colours and its terms", async () => {
    renderPage(<LoginPage returnTo="/" notice={null} />, { mocks: mocks(false), path: "/login" });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Demo Accelerator");
    const custom = screen.getByRole("link", { name: "Apply to the spring cohort" });
    expect(custom.getAttribute("href")).toBe("https://demo.example/apply");
    expect(custom.style.color).toBe("rgb(17, 17, 17)");
    expect(screen.getByRole("link", { name: "terms and conditions" }).getAttribute("href")).toBe(
      "https://demo.example/terms",
    );
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgotpassword",
    );
  });

  it("says which fields are missing or malformed, without calling the server", async () => {
    const { rest, request } = restAnswering(() => Promise.resolve({}));
    renderPage(<LoginPage returnTo="/" notice={null} />, { mocks: mocks(false), path: "/login", rest });
    await screen.findByRole("heading", { level: 1 });

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Log in" })));
    expect(screen.getByText("E-mail is a required field")).toBeTruthy();
    expect(screen.getByText("Password is a required field")).toBeTruthy();

    fireEvent.change(field("E-mail"), { target: { value: "founder@demo" } });
    fireEvent.blur(field("E-mail"));
    expect(await screen.findByText("E-mail is not a valid email")).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays signed out", async () => {
    const { rest } = restAnswering(() =>
      Promise.reject(
        new RestError(401, { name: "InvalidCredentials", message: "Wrong e-mail or password." }, ""),
      ),
    );
    renderPage(<LoginPage returnTo="/" notice={null} />, { mocks: mocks(false), path: "/login", rest });
    await screen.findByRole("heading", { level: 1 });

    await fill("staff@demo.test", "nope");

    expect((await screen.findByRole("alert")).textContent).toBe("Wrong e-mail or password.");
    expect(readToken()).toBeNull();
  });

  it("stores the token and goes on to the page the visitor wanted", async () => {
    const { rest, request } = restAnswering(() => Promise.resolve({ token: "t0ken", user: {} }));
    renderPage(<LoginPage returnTo="/events?tab=2" notice={null} />, {
      mocks: mocks(false),
      path: "/login",
      rest,
    });
    await screen.findByRole("heading", { level: 1 });

    await fill(" staff@demo.test ", "Password123!");

    expect((await screen.findByTestId("location")).textContent).toBe("/events?tab=2");
    expect(readToken()).toBe("t0ken");
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: "POST",
        path: "/auth/local",
        body: { email: "staff@demo.test", password: "Password123!", incubator: "demo" },
      }),
    );
  });

  it("offers the single-sign-on connections, keeping the return path, and no password reset", async () => {
    renderPage(<LoginPage returnTo="/events" notice={null} />, { mocks: mocks(true), path: "/login" });

    const okta = await screen.findByRole("link", { name: "Continue with Okta" });
    expect(okta.getAttribute("href")).toBe("/auth/oidc/okta/start?returnTo=%2Fevents");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Forgot password?" })).toBeNull());
  });

  it("tells the user their new password is set", async () => {
    renderPage(<LoginPage returnTo="/" notice="passwordChanged" />, { mocks: mocks(false), path: "/login" });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your password has been changed. Log in with your new password.",
    );
  });
});
