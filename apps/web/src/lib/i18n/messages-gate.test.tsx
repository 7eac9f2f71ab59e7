import { render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "./i18n-provider.tsx";
import { type MessageFiles, sharedMessages } from "./load-messages.ts";
import { MessagesGate } from "./messages-gate.tsx";

describe("MessagesGate", () => {
  it("loads more message files only when asked, and shows its part once they are there", async () => {
    let release: (messages: Record<string, string>) => void = () => {};
    const load = vi.fn(() => new Promise<Record<string, string>>((resolve) => (release = resolve)));
    const feature: MessageFiles = { "./locales/en.json": load };

    render(
      <I18nProvider messageFiles={[sharedMessages]} fallbackLocale="en">
        <h1>
          <FormattedMessage id="notFound.text" />
        </h1>
        <MessagesGate areas={[sharedMessages, feature]} loading={<p>loading</p>}>
          <p>
            <FormattedMessage id={"feature.greeting" as "notFound.text"} />
          </p>
        </MessagesGate>
      </I18nProvider>,
    );

    expect((await screen.findByRole("heading")).textContent).toBe("This link does not exist");
    expect(screen.getByText("loading")).toBeTruthy();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    release({ "feature.greeting": "Hello from the feature" });
    expect(await screen.findByText("Hello from the feature")).toBeTruthy();
    expect(screen.getByRole("heading").textContent).toBe("This link does not exist");
  });

  it("shows its part at once without a provider (a test's own catalogue)", () => {
    render(
      <MessagesGate areas={[sharedMessages]} loading={<p>loading</p>}>
        <p>inside</p>
      </MessagesGate>,
    );
    expect(screen.getByText("inside")).toBeTruthy();
  });
});
