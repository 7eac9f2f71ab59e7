import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ToastStack } from "../../../components/feedback/toast-stack.tsx";
import { renderPage } from "../../../test/render-page.tsx";
import { IncubatorSettingsQuery } from "../api/incubator-settings.query.ts";
import { UpdateIncubatorSettingsMutation } from "../api/update-incubator-settings.mutation.ts";
import { toGeneralInput, toGeneralValues } from "../lib/general-values.ts";
import { settingsFixture } from "../testing/settings-fixture.ts";
import { GeneralSettingsPage } from "./general-settings-page.tsx";

const settings = settingsFixture();
const loaded = {
  request: { query: IncubatorSettingsQuery },
  result: { data: { incubatorSettings: settings } },
};

/** The whole form as the page sends it, with the fields a test changed. */
function inputWith(changes: { name?: string; customLoginUrl?: string }) {
  const input = toGeneralInput(toGeneralValues(settings));
  return {
    ...input,
    name: changes.name ?? input.name,
    customLogin: { ...input.customLogin, url: changes.customLoginUrl ?? input.customLogin.url },
  };
}

const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const selectValue = (name: string | RegExp) =>
  (screen.getByLabelText(name, { selector: "input" }) as HTMLInputElement).value;
const saveButton = () => screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;

function renderGeneral(mutation: MockLink.MockedResponse) {
  return renderPage(
    <>
      <GeneralSettingsPage />
      <ToastStack />
    </>,
    { mocks: [loaded, mutation] },
  );
}

// A whole settings form renders slowly in jsdom, more so on a busy machine.
describe("GeneralSettingsPage", { timeout: 20_000 }, () => {
  it("shows the saved settings, with Save waiting for a change", async () => {
    renderGeneral(loaded);

    expect(await screen.findByRole("heading", { level: 1, name: "General" })).toBeTruthy();
    expect(((await screen.findByRole("textbox", { name: /^Name/ })) as HTMLInputElement).value).toBe(
      "Demo Accelerator",
    );
    expect(textbox("Description [Optional]").value).toBe("Pre-seed programmes");
    expect(selectValue("Currency")).toBe("USD");
    expect(selectValue("Time zone")).toBe("Europe/Paris");
    expect(selectValue(/^Default language/)).toBe("English");
    expect(textbox("Support e-mail [Optional]").value).toBe("support@demo.example");
    expect(textbox("Button address").value).toBe("https://demo.example/apply");
    expect(
      (screen.getByRole("switch", { name: "Users may delete their own account" }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(saveButton().disabled).toBe(true);
  });

  it("sends the whole form with the change, then confirms", async () => {
    const input = inputWith({ name: "Orbit Ventures" });
    renderGeneral({
      request: { query: UpdateIncubatorSettingsMutation, variables: { input } },
      result: { data: { updateIncubatorSettings: { ...settings, name: "Orbit Ventures" } } },
    });

    const name = await screen.findByRole("textbox", { name: /^Name/ });
    fireEvent.change(name, { target: { value: "  Orbit Ventures " } });
    expect(saveButton().disabled).toBe(false);
    await act(async () => fireEvent.click(saveButton()));

    expect(await screen.findByText("Your changes are saved")).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect((name as HTMLInputElement).value).toBe("Orbit Ventures");
  });

  it("shows the server's refusal under the field it names", async () => {
    const input = inputWith({ customLoginUrl: "ftp://demo.example" });
    renderGeneral({
      request: { query: UpdateIncubatorSettingsMutation, variables: { input } },
      result: {
        errors: [
          new GraphQLError("Invalid input", {
            extensions: {
              name: "ValidationError",
              fields: { "customLogin.url": "Enter a web address starting with https://" },
            },
          }),
        ],
      },
    });

    fireEvent.change(await screen.findByRole("textbox", { name: "Button address" }), {
      target: { value: "ftp://demo.example" },
    });
    await act(async () => fireEvent.click(saveButton()));

    const url = textbox("Button address");
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    const message = screen.getByText("Enter a web address starting with https://");
    expect(url.getAttribute("aria-describedby")).toContain(message.id);
    // Brought into view and focused, as it may be far down the page.
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(screen.queryByText(/The changes were not saved/)).toBeNull();
  });

  it("asks for an active login button's text and address before sending anything", async () => {
    renderGeneral(loaded);
    const text = await screen.findByRole("textbox", { name: "Button text" });
    fireEvent.change(text, { target: { value: " " } });
    fireEvent.change(textbox("Button address"), { target: { value: "" } });
    await act(async () => fireEvent.click(saveButton()));
    // No request went out: there is no mock for one, which would show as a failed save.
    expect(await screen.findByText("Button text is a required field")).toBeTruthy();
    expect(screen.getByText("Button address is a required field")).toBeTruthy();
    expect(screen.queryByText(/The changes were not saved/)).toBeNull();
  });

  it("says the server's coded refusal in the user's words, naming the field", async () => {
    renderGeneral({
      request: {
        query: UpdateIncubatorSettingsMutation,
        variables: { input: { ...inputWith({}), description: "Seed" } },
      },
      result: {
        errors: [
          new GraphQLError("Too big: expected string to have <=1000 characters", {
            extensions: {
              name: "ValidationError",
              fields: { description: "Too big: expected string to have <=1000 characters" },
              fieldErrors: [{ path: "description", code: "TOO_LONG", params: { max: 1000 } }],
            },
          }),
        ],
      },
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Description [Optional]" }), {
      target: { value: "Seed" },
    });
    await act(async () => fireEvent.click(saveButton()));
    expect(
      await screen.findByText("Description must be less than or equal to 1,000 characters"),
    ).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });

  it("asks for a name before sending anything", async () => {
    renderGeneral(loaded);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }), { target: { value: " " } });
    await act(async () => fireEvent.click(saveButton()));
    expect(await screen.findByText("Name is a required field")).toBeTruthy();
  });
});
