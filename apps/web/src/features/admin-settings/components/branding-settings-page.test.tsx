import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ToastStack } from "../../../components/feedback/toast-stack.tsx";
import { renderPage } from "../../../test/render-page.tsx";
import { IncubatorSettingsQuery } from "../api/incubator-settings.query.ts";
import { UpdateIncubatorBrandingMutation } from "../api/update-incubator-branding.mutation.ts";
import { type BrandingInput, toBrandingInput, toBrandingValues } from "../lib/branding-values.ts";
import { MAX_LOGO_BYTES } from "../lib/logo-image.ts";
import { settingsFixture } from "../testing/settings-fixture.ts";
import { BrandingSettingsPage } from "./branding-settings-page.tsx";

const settings = settingsFixture();
const loaded = {
  request: { query: IncubatorSettingsQuery },
  result: { data: { incubatorSettings: settings } },
};

const savedInput = toBrandingInput(toBrandingValues(settings));

function inputWithBackground(backgroundColor: string): BrandingInput {
  return {
    ...savedInput,
    brandPalette: {
      ...savedInput.brandPalette,
      sidebar: { ...savedInput.brandPalette.sidebar, backgroundColor },
    },
  };
}

function renderBranding(mutation: MockLink.MockedResponse = loaded) {
  return renderPage(
    <>
      <BrandingSettingsPage />
      <ToastStack />
    </>,
    { mocks: [loaded, mutation] },
  );
}

const textbox = (name: string | RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;
const preview = () => screen.getByTestId("sidebar-preview");

// A whole settings form renders slowly in jsdom, more so on a busy machine.
describe("BrandingSettingsPage", { timeout: 20_000 }, () => {
  it("shows the saved branding", async () => {
    renderBranding();

    expect(await screen.findByRole("heading", { level: 1, name: "Branding" })).toBeTruthy();
    await screen.findByText("Sidebar colours");
    expect(textbox("Logo: Or the address of an image").value).toBe("https://demo.example/logo.png");
    expect(screen.getByRole("img", { name: "Preview of the Logo" }).getAttribute("src")).toBe(
      "https://demo.example/logo.png",
    );
    expect(textbox("Background").value).toBe("#1d2b4f");
    expect(textbox("Active sub-item text").value).toBe("#8fb3ff");
    expect(preview().style.getPropertyValue("--preview-bg")).toBe("#1d2b4f");
    const sidebarLogo = screen.getByRole("radiogroup", { name: "Sidebar and top bar" });
    expect((within(sidebarLogo).getByRole("radio", { name: "White logo" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole("switch", { name: "Use another word for startup" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(textbox("Word in English").value).toBe("Venture");
    expect(textbox("Plural in English").value).toBe("Ventures");
    expect(textbox("Word in Français").value).toBe("projet");
    expect(textbox("Word in Deutsch").value).toBe("");
    expect(saveButton().disabled).toBe(true);
  });

  it("previews a colour as it is typed, and sends the whole branding with it", async () => {
    renderBranding({
      request: {
        query: UpdateIncubatorBrandingMutation,
        variables: { input: inputWithBackground("#0a7d5a") },
      },
      result: {
        data: {
          updateIncubatorBranding: {
            ...settings,
            brandPalette: {
              ...settings.brandPalette,
              sidebar: { ...settings.brandPalette.sidebar, backgroundColor: "#0a7d5a" },
            },
          },
        },
      },
    });

    await screen.findByText("Sidebar colours");
    fireEvent.change(textbox("Background"), { target: { value: "#0a7d5a" } });
    expect(preview().style.getPropertyValue("--preview-bg")).toBe("#0a7d5a");
    await act(async () => fireEvent.click(saveButton()));

    expect(await screen.findByText("Your changes are saved")).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("shows the server's refusals under their fields, the word for startup in its own row", async () => {
    renderBranding({
      request: {
        query: UpdateIncubatorBrandingMutation,
        variables: { input: inputWithBackground("#12345") },
      },
      result: {
        errors: [
          new GraphQLError("Invalid input", {
            extensions: {
              name: "ValidationError",
              fields: {
                "brandPalette.sidebar.backgroundColor": "Invalid colour: use #rgb or #rrggbb",
                // The second label sent is French (English is first).
                "startupNameAlternative.label.1.value": "At most 40 characters",
              },
            },
          }),
        ],
      },
    });

    await screen.findByText("Sidebar colours");
    fireEvent.change(textbox("Background"), { target: { value: "#12345" } });
    await act(async () => fireEvent.click(saveButton()));

    const background = textbox("Background");
    await waitFor(() => expect(background.getAttribute("aria-invalid")).toBe("true"));
    const colourMessage = screen.getByText("Invalid colour: use #rgb or #rrggbb");
    expect(background.getAttribute("aria-describedby")).toContain(colourMessage.id);
    const french = textbox("Word in Français");
    expect(french.getAttribute("aria-invalid")).toBe("true");
    expect(french.getAttribute("aria-describedby")).toContain(screen.getByText("At most 40 characters").id);
    expect(textbox("Word in English").getAttribute("aria-invalid")).not.toBe("true");
  });

  it("checks an uploaded logo's type and size before keeping it, and removes it", async () => {
    renderBranding();
    await screen.findByText("Sidebar colours");
    // Mantine's file input is a button over a hidden <input type=file> (the white logo's is the second).
    const upload = document.querySelectorAll<HTMLInputElement>("input[type=file]")[1];
    if (!upload) throw new Error("No file input for the white logo");

    const big = new File([new Uint8Array(MAX_LOGO_BYTES + 1)], "logo.png", { type: "image/png" });
    fireEvent.change(upload, { target: { files: [big] } });
    expect(await screen.findByText("The image is larger than 512 kB")).toBeTruthy();

    const gif = new File(["GIF89a"], "logo.gif", { type: "image/gif" });
    fireEvent.change(upload, { target: { files: [gif] } });
    expect(await screen.findByText("Choose a PNG, JPEG or WebP image")).toBeTruthy();

    // An SVG may carry script: never kept as an uploaded image (docs/admin-api.md).
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "logo.svg", {
      type: "image/svg+xml",
    });
    fireEvent.change(upload, { target: { files: [svg] } });
    expect(await screen.findByText("Choose a PNG, JPEG or WebP image")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Preview of the White logo" })).toBeNull();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    fireEvent.change(upload, { target: { files: [png] } });
    const image = await screen.findByRole("img", { name: "Preview of the White logo" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(textbox("White logo: Or the address of an image").placeholder).toBe("Uploaded image");
    expect(saveButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Remove: White logo" }));
    expect(screen.queryByRole("img", { name: "Preview of the White logo" })).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it("refuses an http logo and an empty SEO title before sending anything", async () => {
    renderBranding();
    await screen.findByText("Sidebar colours");
    fireEvent.change(textbox("Logo: Or the address of an image"), {
      target: { value: "http://demo.example/logo.png" },
    });
    fireEvent.click(screen.getByRole("switch", { name: "Use my own title and description" }));
    await act(async () => fireEvent.click(saveButton()));
    // No request went out: there is no mock for one, which would show as a failed save.
    expect(await screen.findByText("Logo must be a secure address starting with https://")).toBeTruthy();
    expect(screen.getByText("Title is a required field")).toBeTruthy();
    expect(screen.queryByText(/The changes were not saved/)).toBeNull();
  });
});
