import fs from "node:fs";
import path from "node:path";
import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import type { MailTemplate } from "./mail-template.ts";

/**
 * Every module's e-mail templates (`modules/<domain>/mail/*.mail.ts`), found on disk: adding
 * a template or a module needs no list here. Like the web locales test, each locale must have
 * exactly the English messages, with the same placeholders, translated.
 */
const modulesDir = path.resolve(import.meta.dirname, "..");
const mailDirs = fs
  .readdirSync(modulesDir)
  .map((name) => ({ name, dir: path.join(modulesDir, name, "mail") }))
  .filter(({ dir }) => fs.existsSync(dir));

const modules = await Promise.all(
  mailDirs.map(async ({ name, dir }) => {
    const files = fs.readdirSync(dir).filter((file) => file.endsWith(".mail.ts"));
    const exports = await Promise.all(files.map((file) => import(path.join(dir, file))));
    const templates = exports.flatMap((exported) => Object.values(exported).filter(isTemplate));
    return { name, dir, files, templates };
  }),
);

function isTemplate(value: unknown): value is MailTemplate {
  return typeof value === "object" && value !== null && "render" in value && "messageIds" in value;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

it("finds the templates of the modules that send e-mail", () => {
  expect(modules.map((module) => module.name)).toEqual(expect.arrayContaining(["account", "booking"]));
  const kinds = modules.flatMap((module) => module.templates.map((template) => template.kind));
  expect(kinds.length).toBeGreaterThanOrEqual(6);
  expect(new Set(kinds).size, "a template's kind names it in the outbox: unique").toBe(kinds.length);
});

const otherLocales = LOCALES.filter((locale) => locale !== "en");

describe.each(modules.map((module) => [module.name, module] as const))("%s/mail", (_, module) => {
  const { dir, files, templates } = module;
  const english = templates[0]?.messages.en ?? {};

  it("has a template per *.mail.ts file, its texts in the ten locales", () => {
    expect(templates.length).toBeGreaterThanOrEqual(files.length);
    const localeFiles = fs.readdirSync(path.join(dir, "locales")).sort();
    expect(localeFiles).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it("has no English text that no template reads", () => {
    const read = templates.flatMap((template) => template.messageIds);
    expect(Object.keys(english).sort()).toEqual([...new Set(read)].sort());
  });

  it.each(otherLocales)("%s has exactly the English message ids", (locale) => {
    for (const template of templates) {
      expect(Object.keys(template.messages[locale]).sort()).toEqual(Object.keys(english).sort());
    }
  });

  describe.each(templates.map((template) => [template.kind, template] as const))("%s", (_, template) => {
    it("uses only its declared values in English", () => {
      for (const id of template.messageIds) {
        const source = template.messages.en[id];
        expect(source, id).toBeTypeOf("string");
        for (const name of placeholders(source ?? "")) expect(template.values, id).toContain(name);
      }
    });

    it.each(otherLocales)("%s has its English messages, with the same placeholders, translated", (locale) => {
      for (const id of template.messageIds) {
        const source = template.messages.en[id] ?? "";
        const translated = template.messages[locale][id];
        expect(translated, `${locale} ${id}`).toBeTypeOf("string");
        expect(placeholders(translated ?? ""), `${locale} ${id}`).toEqual(placeholders(source));
        expect(translated, `${locale} ${id}`).not.toBe(source);
      }
    });
  });
});
