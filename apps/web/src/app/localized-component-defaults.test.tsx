import { DEFAULT_BRAND_PALETTE } from "@launchpad/domain";
import { DirectionProvider, MantineProvider, Menu, Modal } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brandTheme } from "../features/branding/lib/brand-theme.ts";
import { LocalizedProviders } from "./localized-providers.tsx";

function renderWithin(children: React.ReactNode) {
  return render(
    <DirectionProvider>
      <MantineProvider env="test" theme={brandTheme(DEFAULT_BRAND_PALETTE)}>
        <LocalizedProviders fallbackLocale="ar">{children}</LocalizedProviders>
      </MantineProvider>
    </DirectionProvider>,
  );
}

describe("Mantine's defaults in the app (axe: button-name, aria-required-children)", () => {
  it("names every dialog's close button, in the user's language", async () => {
    renderWithin(
      <Modal opened onClose={() => {}} title="Dialog">
        body
      </Modal>,
    );
    expect(await screen.findByRole("button", { name: "إغلاق" })).toBeTruthy();
  });

  it("puts only items in a menu, no focus placeholder", async () => {
    renderWithin(
      <Menu>
        <Menu.Target>
          <button type="button">open</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>one</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "open" }));
    const menu = await screen.findByRole("menu");
    expect(menu.querySelector("[role='presentation']")).toBeNull();
  });
});
