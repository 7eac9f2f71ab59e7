import { afterEach, describe, expect, it } from "vitest";
import { placementFor, presentSteps } from "./present-steps.ts";
import type { TourStep } from "./tour-steps.ts";
import { TOUR_STEPS } from "./tour-steps.ts";

const step = (target: string | null): TourStep => ({
  target,
  title: "tours.next",
  body: "tours.next",
});

describe("presentSteps", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("skips the steps whose element is not on the page and keeps the centred ones", () => {
    document.body.innerHTML = '<main><h1>Calendar</h1><p data-testid="calendar-empty">None</p></main>';
    const steps = [
      step(null),
      step("main h1"),
      step('[data-testid="calendar-events"] [data-date]'),
      step('[data-testid="calendar-empty"]'),
    ];
    expect(presentSteps(steps, document).map((s) => s.target)).toEqual([
      null,
      "main h1",
      '[data-testid="calendar-empty"]',
    ]);
  });

  it("finds nothing, rather than failing, with a selector the engine does not understand", () => {
    document.body.innerHTML = "<main><h1>Profile</h1></main>";
    expect(presentSteps([step("main h1"), step("main ::nonsense(")], document)).toHaveLength(1);
  });

  it("leaves every step of the calendar's tour but the empty state out of a page with meetings", () => {
    document.body.innerHTML = `<div class="mantine-AppShell-main"><h1>Calendar</h1>
      <div data-testid="calendar-events"><section><div data-date="2030-01-07">…</div></section></div></div>`;
    expect(presentSteps(TOUR_STEPS.CALENDAR, document).map((s) => s.title)).toEqual([
      "tours.calendar.intro.title",
      "tours.calendar.event.title",
    ]);
  });
});

describe("placementFor", () => {
  it("keeps the written placement left to right", () => {
    expect(placementFor({ side: "right", align: "start" }, "ltr")).toEqual({ side: "right", align: "start" });
    expect(placementFor({}, "ltr")).toEqual({ side: "bottom", align: "start" });
  });

  it("mirrors it right to left: sides swap, and alignment along the top or bottom edge", () => {
    expect(placementFor({ side: "right", align: "start" }, "rtl")).toEqual({ side: "left", align: "start" });
    expect(placementFor({ side: "bottom", align: "start" }, "rtl")).toEqual({ side: "bottom", align: "end" });
    expect(placementFor({ side: "top", align: "end" }, "rtl")).toEqual({ side: "top", align: "start" });
    expect(placementFor({ side: "bottom", align: "center" }, "rtl")).toEqual({
      side: "bottom",
      align: "center",
    });
  });
});
