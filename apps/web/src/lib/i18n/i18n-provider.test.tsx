import { render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "./i18n-provider.tsx";
import { type MessageFiles, sharedMessages } from "./load-messages.ts";
import type { StartupNameAlternative } from "./startup-term.ts";

const ventures: StartupNameAlternative = {
  active: true,
  label: [
    { language: "en", value: "Venture", plural: "Ventures" },
    { language: "fr", value: "projet", plural: "projets" },
  ],
};

/** The signed-in area's shared file too (app/messages.ts declares it): the menu's words. */
const areaSharedMessages: MessageFiles = import.meta.glob<Record<string, string>>(
  "../../area-locales/*.json",
  {
    import: "default",
  },
);
const SHARED = [sharedMessages, areaSharedMessages];

function renderMenuEntries(fallbackLocale: string, alternative: StartupNameAlternative | null) {
  return render(
    <I18nProvider messageFiles={SHARED} fallbackLocale={fallbackLocale} startupNameAlternative={alternative}>
      <p data-testid="list">
        <FormattedMessage id="nav.admin.startups" />
      </p>
      <p data-testid="create">
        <FormattedMessage id="nav.createStartup" />
      </p>
    </I18nProvider>,
  );
}

describe("I18nProvider with the organisation's word for startup", () => {
  it("renames startups in English", async () => {
    renderMenuEntries("en", ventures);
    expect((await screen.findByTestId("list")).textContent).toBe("Ventures");
    expect(screen.getByTestId("create").textContent).toBe("Create Venture");
  });

  it("renames start-ups in French with the French label, plural where the English is", async () => {
    renderMenuEntries("fr", ventures);
    // French "Start-up" is both numbers; the English "Startups" tells it is the plural.
    expect((await screen.findByTestId("list")).textContent).toBe("Projets");
    expect(screen.getByTestId("create").textContent).toBe("Créer une projet");
  });

  it("keeps the product's word when the alternative is off", async () => {
    renderMenuEntries("en", { ...ventures, active: false });
    expect((await screen.findByTestId("list")).textContent).toBe("Startups");
  });
});
