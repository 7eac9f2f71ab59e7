import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { summary } from "../test/event-fixtures.ts";
import { EventCard } from "./event-card.tsx";

describe("EventCard", () => {
  it("shows the title linking to the event, the time in the viewer's zone, hosts, topics and seats", () => {
    renderPage(<EventCard event={summary()} timeZone="Europe/Berlin" />);
    expect(screen.getByRole("link", { name: "Pitch practice" }).getAttribute("href")).toBe("/events/e1");
    const when = screen.getByTestId("event-when").textContent ?? "";
    expect(when).toMatch(/10:30/);
    expect(when).toMatch(/12:00/);
    expect(screen.getByText("With Ada Lovelace and Grace Hopper")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Topics" }).textContent).toBe("Fundraising");
    expect(screen.getByTestId("event-card-seats").textContent).toBe("3 seats left");
  });

  it("counts bookings of a one-to-one event, and marks a draft and the viewer's registration", () => {
    renderPage(
      <EventCard
        event={summary({
          eventType: "ONE_ON_ONE",
          noOfBookings: 1,
          status: "DRAFT",
          viewerAttendeeStatus: "BOOKED",
        })}
        timeZone="UTC"
      />,
    );
    expect(screen.getByTestId("event-card-seats").textContent).toBe("1 booking");
    expect(screen.getByText("Draft")).toBeTruthy();
    expect(screen.getByTestId("event-card-attendance").textContent).toBe("Booked");
  });

  it("says Full with no seat left and Open seats without a limit", () => {
    const { unmount } = renderPage(<EventCard event={summary({ seatsLeft: 0 })} timeZone="UTC" />);
    expect(screen.getByTestId("event-card-seats").textContent).toBe("Full");
    unmount();
    renderPage(<EventCard event={summary({ capacity: null, seatsLeft: null })} timeZone="UTC" />);
    expect(screen.getByTestId("event-card-seats").textContent).toBe("Open seats");
  });
});
