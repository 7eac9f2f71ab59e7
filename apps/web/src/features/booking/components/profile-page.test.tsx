import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CARL, card, FATIMA, settingsMock, usersMock, viewerMock } from "../test/booking.fixtures.ts";
import { ProfilePage } from "./profile-page.tsx";

describe("ProfilePage", { timeout: 20_000 }, () => {
  it("shows the person's card and 'Book a session' when they take bookings", async () => {
    renderPage(<ProfilePage userId={CARL.id} />, {
      mocks: [viewerMock(), usersMock([CARL]), settingsMock(CARL.id, true, [30, 60])],
    });
    const profile = within(await screen.findByTestId("profile-card"));
    expect(profile.getByRole("heading", { name: "Carl Coachman" })).toBeTruthy();
    expect(profile.getByText("Coach")).toBeTruthy();
    expect(profile.getByRole("link", { name: "carl@demo.test" }).getAttribute("href")).toBe(
      "mailto:carl@demo.test",
    );

    fireEvent.click(await screen.findByRole("button", { name: "Book a session" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Book a session" }));
    expect(dialog.getByRole("button", { name: "30 minute meeting" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "60 minute meeting" })).toBeTruthy();
  });

  it("offers no booking when the person's coaching is off", async () => {
    renderPage(<ProfilePage userId={CARL.id} />, {
      mocks: [viewerMock(), usersMock([CARL]), settingsMock(CARL.id, false, [30])],
    });
    expect(await screen.findByRole("heading", { name: "Carl Coachman" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Book a session" })).toBeNull();
  });

  it("offers no booking on the viewer's own profile", async () => {
    const self = card(FATIMA.id, FATIMA.fullName, "Founder");
    renderPage(<ProfilePage userId={FATIMA.id} />, {
      mocks: [viewerMock(), usersMock([self]), settingsMock(FATIMA.id, true, [30])],
    });
    expect(await screen.findByRole("heading", { name: "Fatima Founder" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Book a session" })).toBeNull();
  });

  it("says so when the person cannot be found", async () => {
    renderPage(<ProfilePage userId="u-nobody" />, {
      mocks: [viewerMock(), usersMock([], ["u-nobody"]), settingsMock("u-nobody", false, [])],
    });
    expect((await screen.findByTestId("profile-not-found")).textContent).toBe(
      "This profile does not exist, or you may not see it.",
    );
  });
});
