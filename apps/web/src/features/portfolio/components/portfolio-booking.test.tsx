import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { createMock, freeSlotsMock, NOW } from "../../booking/testing.ts";
import {
  connection,
  connectionsMock,
  NIMBUS,
  portfolioMock,
  startup,
  viewerMock,
} from "../test/portfolio.fixtures.ts";
import { PortfolioPage } from "./portfolio-page.tsx";

const BOOKED_AT = "2026-07-15T07:30:00Z";

describe("Booking from the portfolio", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    URL.createObjectURL = vi.fn(() => "blob:meeting");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it("books a session for the startup and shows the new balance", async () => {
    const before = connection({ minutesUsed: 0, minutesPending: 0, minutesRemaining: 300 });
    const after = connection({ minutesUsed: 0, minutesPending: 30, minutesRemaining: 270 });
    renderPage(<PortfolioPage />, {
      path: "/coaching",
      mocks: [
        viewerMock(),
        portfolioMock("", [startup("s-nimbus", NIMBUS.name, [before])]),
        freeSlotsMock(),
        // The booking uses the startup's hours: createMock books for s-nimbus.
        createMock({ start: BOOKED_AT }),
        connectionsMock("s-nimbus", [after]),
      ],
    });
    const row = within(await screen.findByTestId("connection"));
    expect(row.getByTestId("hours-remaining").textContent).toBe("5 h remaining");

    fireEvent.click(await row.findByRole("button", { name: "Book a session with Carl Coachman" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Book a session" }));
    fireEvent.click(dialog.getByRole("button", { name: "30 minute meeting" }));
    fireEvent.click(dialog.getByRole("button", { name: "Next" }));
    const day = await dialog.findByRole("button", { name: "Wednesday, July 15, 2026" });
    await waitFor(() => expect(day).toHaveProperty("disabled", false));
    fireEvent.click(day);
    fireEvent.click(dialog.getByRole("button", { name: "Next" }));
    fireEvent.click(await dialog.findByRole("button", { name: /^9:30\sAM$/ }));
    fireEvent.click(dialog.getByRole("button", { name: "Next" }));
    fireEvent.click(await dialog.findByRole("button", { name: "Schedule Meeting" }));
    expect(await dialog.findByRole("heading", { name: "Your meeting is scheduled" })).toBeTruthy();

    await waitFor(() => expect(row.getByTestId("hours-remaining").textContent).toBe("4 h 30 min remaining"));
    expect(row.getByText("Booked, still to come: 30 min")).toBeTruthy();
  });
});
