import { useApolloClient } from "@apollo/client/react";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { refetchOnReconnect } from "../../../lib/apollo/refetch-on-reconnect.ts";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { NotificationCreatedSubscription } from "../api/notification-created.subscription.ts";
import { NotificationsPageQuery } from "../api/notifications-page.query.ts";
import { SetNotificationsLastSeenMutation } from "../api/set-last-seen.mutation.ts";
import { UnseenNotificationsQuery } from "../api/unseen-notifications.query.ts";
import { PANEL_MESSAGES } from "../lib/panel-messages.ts";
import { NotificationsButton } from "./notifications-button.tsx";

// The panel's texts load with it (MessagesGate); a test without the app's provider gives them here.
const language = {
  locale: "en" as const,
  messages: { ...englishMessages, ...(await loadMessages(PANEL_MESSAGES, "en")) },
};

const LAST_SEEN = "2026-11-24T09:00:00.000Z";

const unseen = (count: number, lastSeenTimestamp: string | null = LAST_SEEN) => ({
  request: { query: UnseenNotificationsQuery },
  result: {
    data: { unseenNotifications: { __typename: "UnseenNotifications" as const, count, lastSeenTimestamp } },
  },
});

const item = (id: string, createdAt: string, isRead = false) => ({
  __typename: "Notification" as const,
  id,
  type: "meetingScheduled",
  isRead,
  createdAt,
  url: "/calendar",
  icon: "calendarPlus",
  values: {
    __typename: "NotificationValues" as const,
    actorName: `Person ${id}`,
    startupName: null,
    applicantName: null,
    programName: null,
    startsAt: "2026-12-01T09:00:00.000Z",
    period: null,
    status: null,
  },
});

const page = (items: ReturnType<typeof item>[], nextCursor: string | null = null) => ({
  request: { query: NotificationsPageQuery, variables: {} },
  result: {
    data: { notifications: { __typename: "NotificationPage" as const, pageSize: 16, nextCursor, items } },
  },
});

const lastSeen = {
  request: { query: SetNotificationsLastSeenMutation },
  result: {
    data: {
      setNotificationsLastSeen: {
        __typename: "UnseenNotifications" as const,
        count: 0,
        lastSeenTimestamp: "2026-11-24T12:00:00.000Z",
      },
    },
  },
};

const created = (delay = Number.POSITIVE_INFINITY) => ({
  request: { query: NotificationCreatedSubscription },
  result: { data: { notificationCreated: { __typename: "Notification" as const, id: "live" } } },
  delay,
});

describe("NotificationsButton", () => {
  it("shows 99+ above 99 and names the count for screen readers", async () => {
    renderPage(<NotificationsButton />, { language, mocks: [unseen(100), created()] });
    const button = await screen.findByRole("button", { name: "Notifications: 99+ new" });
    expect(within(button).getByTestId("notifications-badge").textContent).toBe("99+");
  });

  it("opens the panel: the count goes to 0, items after the last-seen time are New, the others Earlier", async () => {
    renderPage(<NotificationsButton />, {
      language,
      mocks: [
        unseen(1),
        created(),
        lastSeen,
        page([item("a", "2026-11-24T10:00:00.000Z"), item("b", "2026-11-24T08:00:00.000Z", true)], "cursor"),
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Notifications: 1 new" }));
    const dialog = await screen.findByRole("dialog", { name: "Notifications" });
    await waitFor(() => expect(screen.queryByTestId("notifications-badge")).toBeNull());
    const fresh = await within(dialog).findByRole("region", { name: "New" });
    expect(within(fresh).getAllByRole("listitem")).toHaveLength(1);
    expect(within(fresh).getByText(/Person a booked a meeting with you for/)).toBeTruthy();
    const earlier = within(dialog).getByRole("region", { name: "Earlier" });
    expect(within(earlier).getByText(/Person b booked a meeting/)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Load more" })).toBeTruthy();
  });

  it("says so when there is nothing", async () => {
    renderPage(<NotificationsButton />, {
      language,
      mocks: [unseen(0, null), created(), lastSeen, page([])],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("You have no notifications yet.")).toBeTruthy();
  });

  it("a live notification raises the count at once, and the count is fetched again a second later", async () => {
    renderPage(<NotificationsButton />, { language, mocks: [unseen(2), created(50), unseen(7)] });
    await screen.findByRole("button", { name: "Notifications: 2 new" });
    expect(await screen.findByRole("button", { name: "Notifications: 3 new" })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(await screen.findByRole("button", { name: "Notifications: 7 new" })).toBeTruthy();
  });

  it("after a lost connection, the count is fetched again (the app's reconnect refetch)", async () => {
    const handlers: Record<string, (event?: unknown) => void> = {};
    const socket = {
      on: (name: string, handler: (event?: unknown) => void) => {
        handlers[name] = handler;
        return () => delete handlers[name];
      },
    };
    function Reconnecting() {
      const client = useApolloClient();
      useEffect(() => refetchOnReconnect(socket as never, client), [client]);
      return <NotificationsButton />;
    }
    renderPage(<Reconnecting />, { language, mocks: [unseen(2), created(), unseen(5)] });
    await screen.findByRole("button", { name: "Notifications: 2 new" });
    act(() => {
      handlers.connected?.();
      handlers.closed?.({ code: 1006 });
      handlers.connected?.();
    });
    expect(await screen.findByRole("button", { name: "Notifications: 5 new" })).toBeTruthy();
  });
});
