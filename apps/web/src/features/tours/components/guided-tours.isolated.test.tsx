import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CompleteTourMutation } from "../api/complete-tour.mutation.ts";
import { QuidedTourQuery } from "../api/guided-tour.query.ts";
import { forgetCancelledTours, rememberTourCancelled } from "../lib/cancelled-tours.ts";
import type { RunTourOptions } from "../lib/run-tour.ts";
import { GuidedTours } from "./guided-tours.tsx";

// driver.js is not run in jsdom: the test reads what the component hands it.
const runTour = vi.fn((_options: RunTourOptions) => ({ stop: vi.fn() }));
vi.mock("../lib/run-tour.ts", () => ({ runTour: (options: RunTourOptions) => runTour(options) }));

const TOUR_ID = "7d7c1a52-8f7e-4f63-9d57-0a4f7d0f5b10";

function tourMock(status: "AVAILABLE" | "COMPLETED", asked = vi.fn()) {
  return {
    request: { query: QuidedTourQuery, variables: { location: "/calendar" } },
    result: () => {
      asked();
      return { data: { guidedTour: { __typename: "GuidedTour", id: TOUR_ID, name: "CALENDAR", status } } };
    },
  } as const;
}

const calendarPage = (
  <>
    <div className="mantine-AppShell-main">
      <h1>Calendar</h1>
      <p data-testid="calendar-empty">No upcoming events</p>
    </div>
    <GuidedTours />
  </>
);

describe("GuidedTours", () => {
  beforeEach(() => {
    runTour.mockClear();
  });
  afterEach(() => {
    forgetCancelledTours();
    window.sessionStorage.clear();
  });

  it("shows the page's available tour with the steps the page has, in the user's language", async () => {
    renderPage(calendarPage, { path: "/calendar", mocks: [tourMock("AVAILABLE")] });
    await waitFor(() => expect(runTour).toHaveBeenCalledTimes(1));
    const options = runTour.mock.calls[0]?.[0];
    expect(options?.steps.map((step) => step.title)).toEqual(["Your calendar", "Nothing booked yet"]);
    expect(options?.texts).toMatchObject({ cancel: "Cancel tour", dontShow: "Don't show me tours" });
    expect(options?.texts.progress).toBe("{{current}} of {{total}}");
    expect(options?.dir).toBe("ltr");
  });

  it("completes the tour when it is finished", async () => {
    const completed = vi.fn();
    const complete = {
      request: { query: CompleteTourMutation, variables: { id: TOUR_ID } },
      result: () => {
        completed();
        return {
          data: {
            completeTour: { __typename: "GuidedTour", id: TOUR_ID, name: "CALENDAR", status: "COMPLETED" },
          },
        };
      },
    } as const;
    renderPage(calendarPage, { path: "/calendar", mocks: [tourMock("AVAILABLE"), complete] });
    await waitFor(() => expect(runTour).toHaveBeenCalled());
    runTour.mock.calls[0]?.[0].onFinish();
    await waitFor(() => expect(completed).toHaveBeenCalled());
  });

  it("remembers a cancel in session storage", async () => {
    renderPage(calendarPage, { path: "/calendar", mocks: [tourMock("AVAILABLE")] });
    await waitFor(() => expect(runTour).toHaveBeenCalled());
    runTour.mock.calls[0]?.[0].onCancel();
    expect(window.sessionStorage.getItem("launchpad-tour:CALENDAR")).toBe("canceled");
  });

  it("neither asks nor shows a tour cancelled in this session", async () => {
    rememberTourCancelled("CALENDAR");
    const asked = vi.fn();
    renderPage(calendarPage, { path: "/calendar", mocks: [tourMock("AVAILABLE", asked)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(runTour).not.toHaveBeenCalled();
  });

  it("shows no completed tour", async () => {
    const asked = vi.fn();
    renderPage(calendarPage, { path: "/calendar", mocks: [tourMock("COMPLETED", asked)] });
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runTour).not.toHaveBeenCalled();
  });
});
