import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { CalendarPanelQuery } from "../api/calendar-panel.query.ts";
import { panelWindow } from "../lib/panel-week.ts";
import panelEnglish from "../panel-locales/en.json";
import { entry, FATIMA, NOW, TIMEZONE } from "../test/calendar.fixtures.ts";
import { CalendarPanel } from "./calendar-panel.tsx";

// NOW is 14 July 2026, 10:00 in Berlin (the viewer's zone).
const PAST = entry("m-past", "2026-07-14T06:00:00Z", { summary: "Breakfast pitch" });
const HAPPENING = entry("m-now", "2026-07-14T07:45:00Z", { summary: "Board prep" });
const UPCOMING = entry("m-later", "2026-07-16T09:00:00Z", { summary: "Hiring plan" });
const NEXT_WEEK = entry("m-next", "2026-07-20T09:00:00Z", { summary: "Demo day rehearsal" });
const NEXT_MONTH = entry("m-month", "2026-08-20T09:00:00Z", { summary: "Investor update" });

function panelMock(first: string, events: ReturnType<typeof entry>[]): MockLink.MockedResponse {
  const viewer = {
    __typename: "CurrentUser",
    ...FATIMA,
    startups: [{ __typename: "StartupSummary", id: "s-nimbus" }],
  };
  return {
    request: { query: CalendarPanelQuery, variables: panelWindow(first, TIMEZONE) },
    result: {
      data: {
        currentUser: viewer,
        // entry() has the booking fragment's contextType / contextId already.
        calendarEvents: events.map((e) => ({
          link: null,
          eventAttendeeId: null,
          ...e,
        })),
      },
    },
  };
}

const render = () =>
  renderPage(<CalendarPanel onNavigate={() => {}} />, {
    mocks: [
      panelMock("2026-07-14", [PAST, HAPPENING, UPCOMING]),
      panelMock("2026-07-19", [NEXT_WEEK]),
      panelMock("2026-08-19", [NEXT_MONTH]),
      panelMock("2026-08-14", []),
    ],
    language: { locale: "en", messages: { ...englishMessages, ...panelEnglish } },
  });

// Intl puts thin spaces around the dash.
const range = () => screen.getByTestId("calendar-panel-range").textContent?.replace(/\s+/g, " ");
const card = (title: string) =>
  within(screen.getByRole("button", { name: title }).closest(".mantine-Card-root") as HTMLElement);

describe("CalendarPanel", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"], now: NOW });
    // The browser's zone is not the viewer's: the days follow the viewer's profile.
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat("en", { timeZone: "UTC" }).resolvedOptions(),
      timeZone: TIMEZONE,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows five days from today, each item past, happening or upcoming, the happening one with a moving marker", async () => {
    render();
    await screen.findByRole("button", { name: "Board prep" });
    expect(range()).toBe("Jul 14 – 18, 2026");
    const days = screen.getByTestId("calendar-panel-days");
    expect(
      within(days)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual([
      "Tuesday, July 14",
      "Wednesday, July 15",
      "Thursday, July 16",
      "Friday, July 17",
      "Saturday, July 18",
    ]);
    expect(card("Breakfast pitch").getByTestId("calendar-panel-timing").textContent).toBe("Past");
    expect(card("Hiring plan").getByTestId("calendar-panel-timing").textContent).toBe("Upcoming");
    expect(card("Board prep").getByTestId("calendar-panel-timing").textContent).toBe("Happening now");
    expect(screen.getAllByTestId("calendar-panel-now")).toHaveLength(1);
    // 15 of 30 minutes gone; a minute later, the marker has moved.
    expect(card("Board prep").getByTestId("calendar-panel-now").dataset.share).toBe("0.5000");
    expect(card("Board prep").getByText("Current time: 10:00 AM")).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(card("Board prep").getByTestId("calendar-panel-now").dataset.share).toBe("0.5333");
    // At its end it is past, and the marker is gone.
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(card("Board prep").getByTestId("calendar-panel-timing").textContent).toBe("Past");
    expect(screen.queryByTestId("calendar-panel-now")).toBeNull();
    expect(card("Hiring plan").getByRole("link", { name: "Startup file: Nimbus" }).getAttribute("href")).toBe(
      "/startup/s-nimbus/file/activities",
    );
  });

  it("steps by five days and by a month, and back to today", async () => {
    render();
    await screen.findByRole("button", { name: "Board prep" });
    fireEvent.click(screen.getByRole("button", { name: "Next 5 days" }));
    await screen.findByRole("button", { name: "Demo day rehearsal" });
    expect(range()).toBe("Jul 19 – 23, 2026");
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    await screen.findByRole("button", { name: "Investor update" });
    expect(range()).toBe("Aug 19 – 23, 2026");
    fireEvent.click(screen.getByRole("button", { name: "Previous 5 days" }));
    expect(range()).toBe("Aug 14 – 18, 2026");
    fireEvent.click(screen.getByRole("button", { name: "Today" }));
    await screen.findByRole("button", { name: "Board prep" });
    expect(range()).toBe("Jul 14 – 18, 2026");
  });

  it("opens the Confirmation modal from a card", async () => {
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Hiring plan" }));
    const modal = await screen.findByRole("dialog");
    expect(within(modal).getByText("Confirmation")).toBeTruthy();
  });
});
