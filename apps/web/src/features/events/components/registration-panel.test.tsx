import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { detail, NOW } from "../test/event-fixtures.ts";
import { type RegistrationActions, RegistrationPanel } from "./registration-panel.tsx";

const actions = (over: Partial<RegistrationActions> = {}): RegistrationActions => ({
  register: vi.fn(async () => {}),
  accept: vi.fn(async () => {}),
  cancel: vi.fn(async () => {}),
  ...over,
});

const attendee = (status: "REGISTERED" | "WAITLISTED" | "OFFERED", offerExpiresAt: string | null = null) => ({
  id: "a1",
  status,
  offerExpiresAt,
  meetingId: null,
});

describe("RegistrationPanel", () => {
  it("offers Register while seats are left, and registers", async () => {
    const act = actions();
    renderPage(<RegistrationPanel event={detail()} now={NOW} timeZone="UTC" actions={act} />);
    expect(screen.getByText("3 seats left")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(act.register).toHaveBeenCalledOnce());
  });

  it("offers the waitlist when the event is full", () => {
    renderPage(
      <RegistrationPanel event={detail({ seatsLeft: 0 })} now={NOW} timeZone="UTC" actions={actions()} />,
    );
    expect(screen.getByText("Full")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
  });

  it("offers the freed seat with its deadline in the viewer's zone, and accepts it", async () => {
    const act = actions();
    const event = detail({ seatsLeft: 0, viewerAttendee: attendee("OFFERED", "2026-07-11T09:00:00.000Z") });
    renderPage(<RegistrationPanel event={event} now={NOW} timeZone="Asia/Tokyo" actions={act} />);
    expect(screen.getByText(/accept it by 11 Jul.*18:00|accept it by Jul 11.*6:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept the seat" }));
    await waitFor(() => expect(act.accept).toHaveBeenCalledWith("a1"));
  });

  it("asks before cancelling a registration, then cancels it", async () => {
    const act = actions();
    renderPage(
      <RegistrationPanel
        event={detail({ viewerAttendee: attendee("REGISTERED") })}
        now={NOW}
        timeZone="UTC"
        actions={act}
      />,
    );
    expect(screen.getByText("You are registered for this event.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel my registration" }));
    const dialog = await screen.findByRole("dialog");
    expect(act.cancel).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel my registration" }));
    await waitFor(() => expect(act.cancel).toHaveBeenCalledWith("a1"));
  });

  it("says why registration is closed, and shows the server's refusal", async () => {
    const { unmount } = renderPage(
      <RegistrationPanel
        event={detail()}
        now={Date.parse("2026-07-13T09:00:00Z")}
        timeZone="UTC"
        actions={actions()}
      />,
    );
    expect(screen.getByText(/Registration closed on/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
    unmount();
    const refused = actions({
      register: vi.fn(async () => Promise.reject(new Error("Registration has closed"))),
    });
    renderPage(<RegistrationPanel event={detail()} now={NOW} timeZone="UTC" actions={refused} />);
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Registration has closed");
  });
});
