import { currentTenant, expect, test } from "./support/test.ts";
import { tenantUrl } from "./tenant-url.ts";

test("a visitor meets their organisation's login page, reads it in Arabic, and is guided on wrong addresses", async ({
  page,
  baseURL,
}, testInfo) => {
  await test.step("the demo organisation's login page welcomes the visitor in English", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Accelerator" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
      "href",
      `https://${currentTenant()}.example/terms`,
    );
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page).toHaveTitle(/Demo Accelerator/);
    await page.screenshot({ path: testInfo.outputPath("login-en.png"), fullPage: true });
  });

  await test.step("switching to Arabic lays the page out right to left, and is remembered", async () => {
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "العربية" });

    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("button", { name: "تسجيل الدخول" })).toBeVisible();
    await expect(page.getByLabel("البريد الإلكتروني")).toBeVisible();
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page.getByText("البريد الإلكتروني حقل مطلوب")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "اللغة" })).toHaveValue("ar");
    await page.screenshot({ path: testInfo.outputPath("login-ar.png"), fullPage: true });

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "Demo Accelerator" })).toBeVisible();
  });

  await test.step("another organisation's host shows that organisation", async () => {
    await page.goto(tenantUrl(baseURL, "orbit"));
    await expect(page.getByRole("heading", { level: 1, name: "Orbit Labs" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("orbit-login.png"), fullPage: true });
  });

  await test.step("an unknown path shows the not-found page", async () => {
    await page.goto(tenantUrl(baseURL, "orbit", "/no/such/page"));
    await expect(page.getByRole("heading", { level: 1, name: "Lost in the cosmos you are" })).toBeVisible();
    await expect(page.getByText("This link does not exist")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("not-found.png"), fullPage: true });
  });

  await test.step("a host that names no organisation lands on the incubator-not-found page", async () => {
    await page.goto(tenantUrl(baseURL, "nosuch"));
    await expect(page).toHaveURL(/\/incubator-not-found$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "This organisation does not exist" }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("incubator-not-found.png"), fullPage: true });
  });
});
