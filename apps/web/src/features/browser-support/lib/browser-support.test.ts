import { describe, expect, it } from "vitest";
import { isBrowserSupported } from "./browser-support.ts";
import { isClearlyCurrent } from "./clearly-current.ts";

const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64)";
const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)";
const chrome = (version: string) =>
  `${windows} AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;
const firefox = (version: string) => `${windows}; rv:${version}) Gecko/20100101 Firefox/${version}`;
const safari = (version: string) =>
  `${mac} AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version} Safari/605.1.15`;
const opera = (version: string) => `${chrome("99.0.4844.84")} OPR/${version}`;
const iphone = (ios: string, browser = `Version/${ios.replace("_", ".")} Mobile/15E148 Safari/604.1`) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${browser}`;

const CASES: [string, string, boolean][] = [
  ["Internet Explorer 11", "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko", false],
  ["Internet Explorer 9", "Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)", false],
  ["Chrome 90", chrome("90.0.4430.212"), false],
  ["Chrome 98", chrome("98.0.4758.102"), false],
  ["Chrome 99", chrome("99.0.4844.51"), true],
  ["Chrome 131", chrome("131.0.6778.85"), true],
  ["Firefox 92", firefox("92.0"), false],
  ["Firefox 93", firefox("93.0"), true],
  ["Safari 14.1", safari("14.1.2"), false],
  ["Safari 15", safari("15.0"), true],
  ["Safari 17.4", safari("17.4"), true],
  ["Opera 84", opera("84.0.4316.42"), false],
  ["Opera 85", opera("85.0.4341.18"), true],
  ["Safari on iOS 14", iphone("14_8"), false],
  [
    "Chrome 120 on iOS 14 (WebKit of iOS 14)",
    iphone("14_8", "CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1"),
    false,
  ],
  ["Safari on iOS 15", iphone("15_0"), true],
  ["Firefox on iOS 17", iphone("17_2", "FxiOS/121.0 Mobile/15E148 Safari/605.1.15"), true],
  ["Edge 120", `${chrome("120.0.0.0")} Edg/120.0.2210.91`, true],
  ["an unknown agent", "SomeBot/1.0", true],
  ["Samsung Internet 14 (Chrome 87)", `${chrome("87.0.4280.141")} SamsungBrowser/14.0`, true],
  [
    "Chrome 131 on Android",
    chrome("131.0.6778.81").replace(windows, "Mozilla/5.0 (Linux; Android 10; K)"),
    true,
  ],
  ["Edge 131 on iOS 14", iphone("14_8", "EdgiOS/131.0.2903.68 Mobile/15E148 Safari/605.1.15"), false],
  ["Opera 80 (Chrome 94)", `${chrome("94.0.4606.81")} OPR/80.0.4170.63`, false],
  ["Opera 84 on Chrome 131", `${chrome("131.0.6778.85")} OPR/84.0.4316.42`, false],
];

describe("isBrowserSupported", () => {
  it.each(CASES)("%s → %s", (_name, userAgent, supported) => {
    expect(isBrowserSupported(userAgent)).toBe(supported);
  });
});

describe("isClearlyCurrent (the gate's answer without bowser)", () => {
  it.each(CASES)("%s: only where bowser says yes too", (_name, userAgent, supported) => {
    if (isClearlyCurrent(userAgent)) expect(supported).toBe(true);
  });

  it.each([
    chrome("99.0.4844.51"),
    chrome("131.0.6778.85"),
    firefox("93.0"),
    `${chrome("120.0.0.0")} Edg/120.0.2210.91`,
  ])("lets %s in without bowser", (userAgent) => {
    expect(isClearlyCurrent(userAgent)).toBe(true);
  });
});
