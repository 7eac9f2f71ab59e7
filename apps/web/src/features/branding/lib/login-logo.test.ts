import { describe, expect, it } from "vitest";
import { loginLogo, pickLogo } from "./login-logo.ts";

const both = { logo: "/logo.png", whiteLogo: "/white.png" };

describe("loginLogo", () => {
  it.each([
    { case: "default type", logos: both, logoType: "DEFAULT", expected: { src: "/logo.png", onDark: false } },
    { case: "white type", logos: both, logoType: "WHITE", expected: { src: "/white.png", onDark: true } },
    {
      case: "white type without a white logo",
      logos: { logo: "/logo.png", whiteLogo: null },
      logoType: "WHITE",
      expected: { src: "/logo.png", onDark: false },
    },
    {
      case: "default type with only a white logo",
      logos: { logo: null, whiteLogo: "/white.png" },
      logoType: "DEFAULT",
      expected: { src: "/white.png", onDark: true },
    },
    { case: "no logo", logos: { logo: null, whiteLogo: null }, logoType: "DEFAULT", expected: null },
  ])("$case", ({ logos, logoType, expected }) => {
    expect(loginLogo({ ...logos, brandPalette: { login: { logoType } } })).toEqual(expected);
    expect(pickLogo(logos, logoType)).toEqual(expected);
  });
});
