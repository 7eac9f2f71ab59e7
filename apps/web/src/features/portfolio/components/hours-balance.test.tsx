import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { HoursBalance } from "./hours-balance.tsx";

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe("HoursBalance", () => {
  it("says what remains of the allocation, what is used and what is booked still to come", () => {
    renderPage(
      <HoursBalance minutesAllocated={300} minutesUsed={60} minutesPending={30} minutesRemaining={210} />,
    );
    expect(text("hours-remaining")).toBe("3 h 30 min remaining");
    expect(screen.getByText("of 5 h allocated")).toBeTruthy();
    expect(screen.getByText("Used: 1 h")).toBeTruthy();
    expect(screen.getByText("Booked, still to come: 30 min")).toBeTruthy();
  });

  it("writes an empty balance as 0 min", () => {
    renderPage(
      <HoursBalance minutesAllocated={60} minutesUsed={60} minutesPending={0} minutesRemaining={0} />,
    );
    expect(text("hours-remaining")).toBe("0 min remaining");
    expect(screen.getByText("Booked, still to come: 0 min")).toBeTruthy();
  });

  it("says when no hours are allocated, and still counts the hours booked", () => {
    renderPage(
      <HoursBalance minutesAllocated={0} minutesUsed={0} minutesPending={45} minutesRemaining={0} />,
    );
    expect(text("hours-remaining")).toBe("No hours allocated");
    expect(screen.getByText("Booked, still to come: 45 min")).toBeTruthy();
  });
});
