import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render-page.tsx";
import { SaveBar } from "./save-bar.tsx";

const messages = { save: "shell.close", saveError: "shell.close" } as const;

describe("SaveBar", () => {
  it("keeps fields scrolled into view above itself while it is on the page", () => {
    const root = document.documentElement;
    const { unmount } = renderPage(
      <SaveBar dirty saving={false} failures={[]} onDismiss={() => {}} messages={messages} />,
    );
    // The bar's height (none in jsdom) and the room above it.
    expect(root.style.getPropertyValue("scroll-padding-block-end")).toBe("8px");

    unmount();
    expect(root.style.getPropertyValue("scroll-padding-block-end")).toBe("");
  });
});
