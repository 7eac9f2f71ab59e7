import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { meetingTime } from "./date-time.ts";
import { defineMailTemplate, type MailMessages } from "./mail-template.ts";

const texts = (greeting: string) => ({
  "hello.subject": "Hi from {organisation}",
  "hello.greeting": `${greeting} {name},`,
  "hello.intro": "Open <this> & that:",
  "hello.action": "Open {organisation}",
  "hello.footer": "Bye.",
});
const messages = Object.fromEntries(
  LOCALES.map((locale) => [locale, texts(locale === "ar" ? "مرحبا" : "Hello")]),
) as MailMessages<keyof ReturnType<typeof texts>>;
const hello = defineMailTemplate({
  kind: "hello",
  values: ["organisation", "name"],
  body: ["greeting", "intro"],
  messages,
});
const values = { organisation: "Nova", name: "Ana", link: "https://nova.test/x?a=1&b=2" };

describe("defineMailTemplate", () => {
  it("fills the placeholders: text is the paragraphs, the link, then the footer", () => {
    const email = hello.render("en", "ana@nova.test", values);
    expect(email).toMatchObject({ kind: "hello", to: "ana@nova.test", subject: "Hi from Nova" });
    expect(email.text).toBe("Hello Ana,\n\nOpen <this> & that:\n\nhttps://nova.test/x?a=1&b=2\n\n\n\nBye.");
  });

  it("writes the same content as escaped HTML, the link under the action's text", () => {
    const { html } = hello.render("en", "ana@nova.test", values);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<p>Open &#60;this&#62; &#38; that:</p>");
    expect(html).toContain('<p><a href="https://nova.test/x?a=1&#38;b=2">Open Nova</a></p>');
    expect(html).toContain('<p style="color:#666">Bye.</p>');
  });

  it("writes in the recipient's language and direction, else English", () => {
    expect(hello.render("ar", "a@nova.test", values).html).toContain('lang="ar" dir="rtl"');
    expect(hello.render("ja_JP", "a@nova.test", values).html).toContain('lang="ja-JP" dir="ltr"');
    expect(hello.render("xx", "a@nova.test", values).text).toMatch(/^Hello Ana,/);
    expect(hello.render(null, "a@nova.test", values).text).toMatch(/^Hello Ana,/);
  });

  it("lists the message ids it reads, in order", () => {
    expect(hello.messageIds).toEqual([
      "hello.subject",
      "hello.greeting",
      "hello.intro",
      "hello.action",
      "hello.footer",
    ]);
  });
});

describe("meetingTime", () => {
  const start = new Date("2030-05-06T07:08:00Z");

  it("reads the start in the recipient's language and zone, the zone named", () => {
    // ICU versions differ in the space before AM: the test reads around it.
    expect(meetingTime(start, "en", "Europe/Paris")).toMatch(
      /^Monday, May 6, 2030 at 9:08\sAM \(Europe\/Paris\)$/,
    );
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    expect(meetingTime(start, "en", "Not/AZone")).toMatch(/7:08\sAM \(UTC\)$/);
  });
});
