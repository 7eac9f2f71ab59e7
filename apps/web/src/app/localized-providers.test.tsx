import { DirectionProvider, MantineProvider, useDirection } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { describe, expect, it } from "vitest";
import { useLocale } from "../lib/i18n/locale-context.ts";
import { writeLocaleCookie } from "../lib/i18n/locale-cookie.ts";
import { LocalizedProviders } from "./localized-providers.tsx";

function Probe() {
  const { dir } = useDirection();
  const { setLocale } = useLocale();
  return (
    <>
      <p data-testid="mantine-dir">{dir}</p>
      <h1>
        <FormattedMessage id="notFound.text" />
      </h1>
      <button type="button" onClick={() => setLocale("en")}>
        en
      </button>
    </>
  );
}

function renderLocalized(fallbackLocale: string) {
  return render(
    <DirectionProvider>
      <MantineProvider env="test">
        <LocalizedProviders fallbackLocale={fallbackLocale}>
          <Probe />
        </LocalizedProviders>
      </MantineProvider>
    </DirectionProvider>,
  );
}

describe("LocalizedProviders", () => {
  it("lays Arabic out right to left, in <html> and in Mantine", async () => {
    renderLocalized("ar");

    expect((await screen.findByRole("heading")).textContent).toBe("هذا الرابط غير موجود");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(screen.getByTestId("mantine-dir").textContent).toBe("rtl");
  });

  it("returns to left to right when the user picks English, and remembers it", async () => {
    renderLocalized("ar");
    await screen.findByText("هذا الرابط غير موجود");

    await act(async () => screen.getByRole("button").click());

    expect(await screen.findByRole("heading", { name: "This link does not exist" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("ltr");
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByTestId("mantine-dir").textContent).toBe("ltr");
    expect(document.cookie).toContain("lang_pref=en");
  });

  it("prefers the user's remembered language to the organisation's", async () => {
    writeLocaleCookie("ja_JP");
    renderLocalized("ar");

    expect((await screen.findByRole("heading")).textContent).toBe("このリンクは存在しません");
    expect(document.documentElement.lang).toBe("ja-JP");
    expect(document.documentElement.dir).toBe("ltr");
  });
});
