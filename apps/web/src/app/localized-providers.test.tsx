import { DirectionProvider, MantineProvider, useDirection } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { FormattedMessage } from "react-intl";
import { describe, expect, it } from "vitest";
import { useLocale } from "../lib/i18n/locale-context.ts";
import { writeLocaleCookie } from "../lib/i18n/locale-cookie.ts";
import { useSetUserLocale } from "../lib/i18n/user-locale-context.ts";
import { LocalizedProviders } from "./localized-providers.tsx";

function Probe() {
  const { dir } = useDirection();
  const { setLocale } = useLocale();
  const setUserLocale = useSetUserLocale();
  return (
    <>
      <p data-testid="mantine-dir">{dir}</p>
      <h1>
        <FormattedMessage id="notFound.text" />
      </h1>
      <button type="button" onClick={() => setLocale("en")}>
        en
      </button>
      <button type="button" onClick={() => setUserLocale("ko")}>
        sign in as a Korean speaker
      </button>
      <button type="button" onClick={() => setUserLocale(null)}>
        sign out
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

    await act(async () => screen.getByRole("button", { name: "en" }).click());

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

  it("uses the signed-in user's saved language before the organisation's, until sign-out", async () => {
    renderLocalized("ar");
    await screen.findByText("هذا الرابط غير موجود");

    await act(async () => screen.getByRole("button", { name: "sign in as a Korean speaker" }).click());
    expect(await screen.findByRole("heading", { name: "이 링크는 존재하지 않습니다" })).toBeTruthy();
    expect(document.documentElement.dir).toBe("ltr");

    await act(async () => screen.getByRole("button", { name: "sign out" }).click());
    expect(await screen.findByRole("heading", { name: "هذا الرابط غير موجود" })).toBeTruthy();
  });

  it("keeps the visitor's own choice (lang_pref) over the user's saved language", async () => {
    writeLocaleCookie("ja_JP");
    renderLocalized("ar");
    await screen.findByText("このリンクは存在しません");

    await act(async () => screen.getByRole("button", { name: "sign in as a Korean speaker" }).click());
    expect(screen.getByRole("heading").textContent).toBe("このリンクは存在しません");
  });
});
