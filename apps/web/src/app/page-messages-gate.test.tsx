import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n/i18n-provider.tsx";
import { type MessageFiles, sharedMessages } from "../lib/i18n/load-messages.ts";
import { withPageMessages } from "./page-messages.ts";
import { PageMessagesGate } from "./page-messages-gate.tsx";

/** Two features' files: the same paths, as every feature's glob has. */
const roles: MessageFiles = { "./locales/en.json": async () => ({ "roles.title": "Roles" }) };
const settings: MessageFiles = {
  "./locales/en.json": async () => ({ "settings.title": "General settings" }),
};

const Title = ({ id }: { id: string }) => (
  <h1>
    <FormattedMessage id={id as "notFound.text"} />
  </h1>
);

describe("PageMessagesGate", () => {
  it("shows a page once its feature's messages are there, the shell at once, page after page", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <>
              <nav>
                <FormattedMessage id="notFound.text" />
              </nav>
              <PageMessagesGate>
                <Outlet />
              </PageMessagesGate>
            </>
          ),
          children: [
            ...withPageMessages([{ path: "roles", element: <Title id="roles.title" /> }], [roles]),
            ...withPageMessages([{ path: "general", element: <Title id="settings.title" /> }], [settings]),
          ],
        },
      ],
      { initialEntries: ["/roles"] },
    );
    render(
      <MantineProvider>
        <I18nProvider messageFiles={[sharedMessages]} fallbackLocale="en">
          <RouterProvider router={router} />
        </I18nProvider>
      </MantineProvider>,
    );

    expect((await screen.findByRole("heading")).textContent).toBe("Roles");
    expect(screen.getByRole("navigation").textContent).toBe("This link does not exist");
    await act(() => router.navigate("/general"));
    expect((await screen.findByRole("heading")).textContent).toBe("General settings");
  });
});
