import { describe, expect, it } from "vitest";
import { mapMessageText } from "./icu-text.ts";
import { renameStartup, type StartupNameAlternative, startupTermFor } from "./startup-term.ts";

const alternative: StartupNameAlternative = {
  active: true,
  label: [
    { language: "en", value: "Venture", plural: "Ventures" },
    { language: "ar", value: "مشروع", plural: "المشاريع" },
    { language: "uk", value: "проєкт", plural: "проєкти" },
  ],
};

describe("startupTermFor", () => {
  it("takes the label of the locale", () => {
    expect(startupTermFor(alternative, "ar")).toEqual({ singular: "مشروع", plural: "المشاريع" });
  });

  it("falls back to the English label", () => {
    expect(startupTermFor(alternative, "fr")).toEqual({ singular: "Venture", plural: "Ventures" });
  });

  it("uses the value as the plural when none is given", () => {
    const term = startupTermFor({ active: true, label: [{ language: "ko", value: "벤처" }] }, "ko");
    expect(term).toEqual({ singular: "벤처", plural: "벤처" });
  });

  it.each([
    { case: "inactive", value: { ...alternative, active: false } },
    {
      case: "no label for the locale nor English",
      value: { active: true, label: [{ language: "de", value: "X" }] },
    },
    { case: "a blank label", value: { active: true, label: [{ language: "en", value: "  " }] } },
    { case: "absent", value: null },
  ])("is null when $case", ({ value }) => {
    expect(startupTermFor(value, "en")).toBeNull();
  });
});

describe("renameStartup in English", () => {
  const term = { singular: "Venture", plural: "Ventures" };

  it.each([
    ["Startups", "Ventures"],
    ["Create Startup", "Create Venture"],
    ["No startup yet", "No venture yet"],
    ["Your startups", "Your ventures"],
    ["Startups' tasks", "Ventures' tasks"],
    ["Startup assignments", "Venture assignments"],
    ["A start-up", "A venture"],
  ])("%s → %s", (source, expected) => {
    expect(renameStartup({ id: source }, "en", term).id).toBe(expected);
  });

  it("leaves other words that contain it alone", () => {
    expect(renameStartup({ id: "startupping and upstartups" }, "en", term).id).toBe(
      "startupping and upstartups",
    );
  });

  it("keeps an acronym's capitals", () => {
    expect(renameStartup({ id: "No startup yet" }, "en", { singular: "SME", plural: "SMEs" }).id).toBe(
      "No SME yet",
    );
  });

  it("never touches ICU syntax: argument names, select keys, tags", () => {
    const message =
      "{startup} has {count, plural, one {# startup} other {# startups}} <startup>for</startup> {kind, select, startup {a startup} other {}}";
    expect(renameStartup({ id: message }, "en", term).id).toBe(
      "{startup} has {count, plural, one {# venture} other {# ventures}} <startup>for</startup> {kind, select, startup {a venture} other {}}",
    );
  });

  it("keeps the word where the settings speak about it", () => {
    const messages = {
      "settings.branding.startupName.active": "Use another word for startup",
      other: "Startups",
    };
    expect(renameStartup(messages, "en", term)).toEqual({
      "settings.branding.startupName.active": "Use another word for startup",
      other: "Ventures",
    });
  });

  it("returns the same messages when there is no term", () => {
    const messages = { id: "Startups" };
    expect(renameStartup(messages, "en", null)).toBe(messages);
  });
});

describe("renameStartup in Arabic", () => {
  const term = { singular: "مشروع", plural: "المشاريع" };

  it.each([
    ["الشركات الناشئة", "المشاريع"],
    ["إنشاء شركة ناشئة", "إنشاء مشروع"],
    ["ملف الشركة الناشئة", "ملف مشروع"],
    ["وسوم الشركات الناشئة", "وسوم المشاريع"],
    ["لا توجد شركات ناشئة بعد", "لا توجد المشاريع بعد"],
    ["شركاتك الناشئة", "المشاريع"],
    ["{count} شركة ناشئة", "{count} مشروع"],
    ["أعضاء شركاتهم الناشئة", "أعضاء المشاريع"],
    ["فقط للشركات الناشئة", "فقط للمشاريع"],
    ["وبالشركات الناشئة", "وبالمشاريع"],
    ["مشروعات الشركات الناشئة", "مشروعات المشاريع"],
  ])("%s → %s", (source, expected) => {
    expect(renameStartup({ id: source }, "ar", term).id).toBe(expected);
  });
});

describe("renameStartup in Arabic with a label without the article", () => {
  it("keeps the proclitic ل before a label without the article", () => {
    expect(renameStartup({ id: "للشركات الناشئة" }, "ar", { singular: "مشروع", plural: "مشاريع" }).id).toBe(
      "لمشاريع",
    );
  });
});

describe("renameStartup in Ukrainian", () => {
  const term = { singular: "проєкт", plural: "проєкти" };

  it.each([
    ["Стартапи", "Проєкти"],
    ["Створити стартап", "Створити проєкт"],
    ["Теги стартапів", "Теги проєкти"],
    ["Справа стартапу", "Справа проєкт"],
  ])("%s → %s", (source, expected) => {
    expect(renameStartup({ id: source }, "uk", term).id).toBe(expected);
  });
});

describe("mapMessageText", () => {
  it("keeps quoted ICU syntax as it is", () => {
    expect(mapMessageText("'{a}' b {n, number, ::currency/USD} c", (text) => text.toUpperCase())).toBe(
      "'{a}' B {n, number, ::currency/USD} C",
    );
  });
});

describe("renameStartup in French", () => {
  const term = { singular: "projet", plural: "projets" };
  const english = { list: "Startups", create: "Create Startup", assign: "Startup assignments" };

  it.each([
    ["list", "Start-up", "Projets"],
    ["create", "Créer une start-up", "Créer une projet"],
    ["assign", "Attribution des start-up", "Attribution des projets"],
    ["other", "Vos start-ups", "Vos projets"],
  ])("%s: %s → %s", (id, source, expected) => {
    expect(renameStartup({ [id]: source }, "fr", term, english)[id]).toBe(expected);
  });
});
