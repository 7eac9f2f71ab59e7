import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { BrowserSupportGate } from "./browser-support-gate.tsx";

const OLD_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.212 Safari/537.36";
const CURRENT_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("BrowserSupportGate", () => {
  it("shows the two texts instead of the app in an old browser", async () => {
    renderPage(
      <BrowserSupportGate userAgent={OLD_CHROME}>
        <p>The app</p>
      </BrowserSupportGate>,
    );

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Browser not supported!");
    expect(
      screen.getByText(
        "Please try opening the application using the latest version of Chrome, FireFox, Safari or Edge.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("The app")).toBeNull();
  });

  it("shows the app in a browser the rules do not name, once bowser has judged it", async () => {
    renderPage(
      <BrowserSupportGate userAgent="SomeBot/1.0">
        <p>The app</p>
      </BrowserSupportGate>,
    );

    expect(await screen.findByText("The app")).toBeTruthy();
  });

  it("shows the app in a current browser", () => {
    renderPage(
      <BrowserSupportGate userAgent={CURRENT_FIREFOX}>
        <p>The app</p>
      </BrowserSupportGate>,
    );

    expect(screen.getByText("The app")).toBeTruthy();
    expect(screen.queryByText("Browser not supported!")).toBeNull();
  });
});
