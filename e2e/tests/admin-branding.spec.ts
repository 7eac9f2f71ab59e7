import type { APIRequestContext, Page } from "@playwright/test";
import { sideMenu } from "./support/shell.ts";
import { logOut } from "./support/sign-in.ts";
import { expect, tenantApi, test } from "./support/test.ts";

/**
 * An admin recolours the side menu on /admin/settings/branding: after Save the server
 * publishes incubatorUpdated and the menu takes the new colour in place, without a reload.
 * A malformed colour is refused by the server and named under its field. The demo tenant
 * is shared with other journeys, so the original colour is put back (through the page, and
 * through the API should the journey fail half-way).
 */

test.use({ viewport: { width: 1280, height: 900 } });

const SAVED = "Your changes are saved";

/** The colour the user sees behind the menu: the nearest painted box around it. */
async function menuBackground(page: Page): Promise<string> {
  return sideMenu(page).evaluate((element) => {
    for (let box: Element | null = element; box; box = box.parentElement) {
      const colour = getComputedStyle(box).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
    }
    return "none";
  });
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function setBackground(page: Page, colour: string) {
  const field = page.getByRole("textbox", { name: "Background", exact: true });
  await field.fill(colour);
  await field.press("Escape");
  await page.getByRole("button", { name: "Save changes" }).click();
}

/** Puts the sidebar background back through the API (the journey's safety net). */
async function restoreThroughApi(request: APIRequestContext, token: string, backgroundColor: string) {
  const call = (query: string, variables = {}) =>
    request
      .post("/graphql?operation=JourneyBrandingRestore", {
        headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
        data: { query, variables },
      })
      .then((answer) => answer.json());
  const { data } = await call(
    `{ incubatorSettings { logo whiteLogo brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } } seo { active seoTitle seoDescription } startupNameAlternative { active label { language value plural } } } }`,
  );
  const settings = data.incubatorSettings;
  if (settings.brandPalette.sidebar.backgroundColor === backgroundColor) return;
  settings.brandPalette.sidebar.backgroundColor = backgroundColor;
  await call("mutation ($input: IncubatorBrandingInput!) { updateIncubatorBranding(input: $input) { id } }", {
    input: settings,
  });
}

test("an admin recolours the side menu, which follows at once; a bad colour is refused", async ({
  asUser,
}) => {
  const page = await asUser("admin", { startAt: "/admin/settings/branding" });
  const token = (await page.evaluate(() => localStorage.getItem("accelerator-token"))) ?? "";
  await expect(page.getByRole("heading", { level: 1, name: "Branding" })).toBeVisible();

  const background = page.getByRole("textbox", { name: "Background", exact: true });
  await expect(background).not.toHaveValue("");
  const original = (await background.inputValue()).toLowerCase();
  expect(await menuBackground(page)).toBe(rgb(original));
  const recoloured = original === "#0a7d5a" ? "#7d0a4a" : "#0a7d5a";

  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => {
    (window as unknown as { journeyMark: boolean }).journeyMark = true;
  });

  try {
    await test.step("the new colour applies to the menu without a reload", async () => {
      await setBackground(page, recoloured);
      await expect(page.getByText(SAVED)).toBeVisible();
      await expect.poll(() => menuBackground(page)).toBe(rgb(recoloured));
      expect(await page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark)).toBe(
        true,
      );
    });

    await test.step("a malformed colour is refused under its field", async () => {
      await setBackground(page, "#12345");
      await expect(page.getByText("Background is not a valid colour (#rgb or #rrggbb)")).toBeVisible();
      await expect(background).toHaveAttribute("aria-invalid", "true");
      expect(await menuBackground(page)).toBe(rgb(recoloured));
    });

    await test.step("the original colour is put back", async () => {
      await setBackground(page, original);
      await expect(background).not.toHaveAttribute("aria-invalid", "true");
      await expect.poll(() => menuBackground(page)).toBe(rgb(original));
    });
  } finally {
    await restoreThroughApi(await tenantApi(), token, original);
  }

  await logOut(page);
});
