import { bookThirtyMinutes, calendarCard, confirmedStart } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 6: 'Book a session' from the startup portfolio. Staff books 30 minutes for Nimbus
 * Analytics with its coach; the hours balance follows at once, the startup's founder finds
 * the meeting in their calendar and the same balance in their startup file.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("staff books a session for a startup from the portfolio; its file shows the balance", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("staff", { startAt: "/coaching" });
  const nimbus = page.getByTestId("portfolio-startup").filter({ hasText: "Nimbus Analytics" });
  const carl = nimbus.getByTestId("connection").filter({ hasText: "Carl Coachman" });
  const remaining = carl.getByTestId("hours-remaining");
  await expect(remaining).toContainText("remaining");
  const before = await remaining.innerText();

  await carl.getByRole("button", { name: "Book a session with Carl Coachman" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a session" });
  await bookThirtyMinutes(dialog, `For Nimbus (${testInfo.retry}-${Date.now()})`);
  const start = await confirmedStart(dialog);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(remaining).not.toHaveText(before);
  const after = await remaining.innerText();
  await expect(carl).toContainText("Booked, still to come");
  await page.screenshot({ path: testInfo.outputPath("portfolio-after-booking.png"), fullPage: true });

  // The founder was invited, and their file shows the same balance.
  const founder = await asUser("founder", { startAt: "/calendar" });
  await expect(calendarCard(founder, start)).toContainText("Nimbus Analytics");
  await founder.goto("/startup/file");
  await expect(founder).toHaveURL(/\/startup\/file\/activities$/);
  const panel = founder.getByTestId("coaching-hours");
  await expect(panel.getByTestId("connection").filter({ hasText: "Carl Coachman" })).toContainText(after);
});
