import type { Page } from "@playwright/test";
import { coachId, pickSlot } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

/**
 * Bad input is refused with a clear message in the user's language, before anything is
 * sent where the rule is simple (issue 12): an http:// logo (the CSP would block it on the
 * login page), an empty title while SEO is on. Optional fields say '[Optional]'. Nothing is
 * saved, so the shared demo tenant is left as it was. Checked in English and in Arabic.
 */

test.use({ viewport: { width: 1280, height: 900 } });

async function chooseLanguage(page: Page, menuLabel: string, language: string) {
  await page.getByRole("button", { name: menuLabel }).click();
  await page.getByRole("menuitem", { name: language }).click();
}

test("the branding form refuses an http logo and an empty SEO title, in English and Arabic", async ({
  asUser,
}, testInfo) => {
  const page = await asUser("admin");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("operation=UpdateIncubatorBranding")) sent.push(request.url());
  });

  await page.goto("/admin/settings/branding");
  await expect(page.getByRole("heading", { level: 1, name: "Branding" })).toBeVisible();
  await expect(page.getByText("[Optional]").first()).toBeVisible();
  await page
    .getByRole("textbox", { name: "Logo: Or the address of an image", exact: true })
    .fill("http://cdn.example.com/logo.png");
  const seo = page.getByRole("switch", { name: "Use my own title and description" });
  if (!(await seo.isChecked())) await seo.click({ force: true });
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Logo must be a secure address starting with https://")).toBeVisible();
  await expect(page.getByText("Title is a required field")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("branding-refused-en.png"), fullPage: true });

  await chooseLanguage(page, "Language", "العربية");
  try {
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.reload();
    const logo = page.getByRole("textbox", { name: /^الشعار:/ });
    await logo.fill("http://cdn.example.com/logo.png");
    await page.getByRole("button", { name: "حفظ التغييرات" }).click();
    const message = page.getByText("يجب أن يكون الشعار عنوانًا آمنًا يبدأ بـ \u2066https://\u2069");
    await expect(message).toBeVisible();
    await expect(page.getByText("[اختياري]").first()).toBeVisible();
    await message.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("branding-refused-ar.png") });
  } finally {
    await chooseLanguage(page, "اللغة", "English");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  }
  expect(sent).toEqual([]);
});

test("the booking notes count their characters and stop at 1000; nothing is booked", async ({
  asUser,
}, testInfo) => {
  const id = await coachId();
  const page = await asUser("founder", { startAt: `/profile/${id}/show` });
  await page.getByRole("button", { name: "Book a session" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a session" });
  await dialog.getByRole("button", { name: "30 minute meeting" }).click();
  await dialog.getByRole("button", { name: "Next", exact: true }).click();
  await pickSlot(dialog);
  const notes = dialog.getByRole("textbox", { name: "Add notes [Optional]" });
  await expect(dialog.getByText("0 of 1,000 characters")).toBeVisible();
  await notes.fill("x".repeat(5000));
  await expect(notes).toHaveValue("x".repeat(1000));
  await expect(dialog.getByText("1,000 of 1,000 characters")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("booking-notes-en.png") });
});
