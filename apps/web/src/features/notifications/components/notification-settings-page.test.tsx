import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { NotificationPreferencesQuery } from "../api/notification-preferences.query.ts";
import { UpdateNotificationPreferencesMutation } from "../api/update-notification-preferences.mutation.ts";
import { PANEL_MESSAGES } from "../lib/panel-messages.ts";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";

const language = {
  locale: "en" as const,
  messages: { ...englishMessages, ...(await loadMessages(PANEL_MESSAGES, "en")) },
};

const cell = (type: string, inApp: boolean, email: boolean, critical = false, emailByProducer = false) => ({
  __typename: "NotificationPreference" as const,
  type,
  inApp,
  email,
  critical,
  emailByProducer,
});

const grid = (updatedInApp: boolean) => ({
  __typename: "NotificationPreferences" as const,
  digestFrequency: "DAILY",
  types: [cell("meetingScheduled", true, true, true, true), cell("updatedMetrics", updatedInApp, true)],
});

describe("NotificationSettingsPage", () => {
  it("locks the critical types on, and saves a switched cell at once", async () => {
    renderPage(<NotificationSettingsPage />, {
      language,
      mocks: [
        {
          request: { query: NotificationPreferencesQuery },
          result: { data: { notificationPreferences: grid(true) } },
        },
        {
          request: {
            query: UpdateNotificationPreferencesMutation,
            variables: { input: { types: [{ type: "updatedMetrics", inApp: false, email: true }] } },
          },
          result: { data: { updateNotificationPreferences: grid(false) } },
        },
      ],
    });
    const booked = await screen.findByRole("checkbox", { name: "Meeting booked: In the app" });
    expect((booked as HTMLInputElement).checked).toBe(true);
    expect((booked as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("By e-mail as a calendar invitation")).toBeTruthy();
    const row = screen.getByRole("row", { name: /Meeting booked/ });
    expect(within(row).getByText("Critical: always on")).toBeTruthy();

    const metrics = screen.getByRole("checkbox", { name: "Metrics updated: In the app" });
    expect((metrics as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(metrics);
    expect(await screen.findByText("Your choice is saved")).toBeTruthy();
    await waitFor(() => expect((metrics as HTMLInputElement).checked).toBe(false));
  });
});
