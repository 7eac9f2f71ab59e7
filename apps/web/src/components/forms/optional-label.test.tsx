import { MantineProvider, TextInput } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../../test/locale-messages.ts";
import { OptionalLabel } from "./optional-label.tsx";

async function renderIn(locale: "en" | "ar", label: string) {
  const messages = await messagesOf(locale);
  render(
    <MantineProvider env="test">
      <IntlProvider locale={locale} messages={messages}>
        <TextInput label={<OptionalLabel>{label}</OptionalLabel>} />
      </IntlProvider>
    </MantineProvider>,
  );
}

describe("OptionalLabel", () => {
  it("marks an optional field '[Optional]', in its accessible name too", async () => {
    await renderIn("en", "Website");
    expect(await screen.findByRole("textbox", { name: "Website [Optional]" })).toBeTruthy();
  });

  it("says it in the user's language", async () => {
    await renderIn("ar", "الموقع");
    expect(await screen.findByRole("textbox", { name: "الموقع [اختياري]" })).toBeTruthy();
  });
});
