import { beforeAll, describe, expect, it } from "vitest";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody, gql } from "../../test/harness.ts";

const SETTINGS = `{ incubatorSettings { id name description currency timezone defaultLanguage allowUserSelfDelete
  termsUrl supportEmail generalEmail customLogin { active text url buttonBackgroundColor buttonTextColor }
  logo whiteLogo brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor
  activeSubItemTextColor logoType } login { logoType } } seo { active seoTitle seoDescription }
  startupNameAlternative { active label { language value plural } } } }`;
type Settings = Record<string, unknown> & {
  id: string;
  brandPalette: { sidebar: Record<string, string>; login: { logoType: string } };
  seo: Record<string, unknown>;
};
const errorOf = (body: GraphQLBody) => body.errors?.[0];
const GENERAL =
  "mutation M($i: IncubatorSettingsInput!) { updateIncubatorSettings(input: $i) { name currency timezone supportEmail customLogin { active text } } }";
const BRANDING =
  "mutation M($i: IncubatorBrandingInput!) { updateIncubatorBranding(input: $i) { brandPalette { sidebar { backgroundColor } } startupNameAlternative { active label { language value plural } } } }";

describe.each(databaseKinds("sql"))("organisation settings on %s", (kind) => {
  const t = useTestApp(kind);
  let admin = "";
  let before: Settings;
  const general = {
    name: "Demo Accelerator",
    description: "A twelve-week accelerator.",
    currency: "EUR",
    timezone: "Europe/Berlin",
    defaultLanguage: "fr",
    allowUserSelfDelete: true,
    termsUrl: "https://demo.example/terms",
    supportEmail: "help@demo.test",
    generalEmail: "",
    customLogin: {
      active: true,
      text: "New here?",
      url: "https://demo.example/apply",
      buttonBackgroundColor: "#ff0000",
      buttonTextColor: "#fff",
    },
  };
  const branding = (sidebarBackground: string) => ({
    logo: null,
    whiteLogo: "https://demo.example/white.png",
    brandPalette: {
      ...before.brandPalette,
      sidebar: { ...before.brandPalette.sidebar, backgroundColor: sidebarBackground },
    },
    seo: { active: true, seoTitle: "Demo", seoDescription: "The demo" },
    startupNameAlternative: {
      active: true,
      label: [{ language: "en", value: "Venture", plural: "Ventures" }],
    },
  });

  beforeAll(async () => {
    admin = (await t.signIn("admin@demo.test")).token;
    before = dataField<Settings>((await gqlAs(t.app, admin, SETTINGS)).body, "incubatorSettings");
  }, 60_000);

  it("saves the general settings", async () => {
    const { body } = await gqlAs(t.app, admin, GENERAL, { i: general });
    expect(dataField(body, "updateIncubatorSettings")).toEqual({
      name: "Demo Accelerator",
      currency: "EUR",
      timezone: "Europe/Berlin",
      supportEmail: "help@demo.test",
      customLogin: { active: true, text: "New here?" },
    });
  });

  it("refuses bad general settings field by field and writes nothing", async () => {
    const { body } = await gqlAs(t.app, admin, GENERAL, {
      i: {
        ...general,
        name: " ",
        currency: "XYZ",
        timezone: "Mars/Olympus",
        supportEmail: "nope",
        termsUrl: "ftp://x",
        customLogin: { ...general.customLogin, buttonTextColor: "red" },
      },
    });
    expect(errorOf(body)?.extensions?.fields).toMatchObject({
      name: "Enter the organisation's name",
      currency: "Choose a currency from the list",
      timezone: "Choose a time zone from the list",
      termsUrl: expect.any(String),
      supportEmail: expect.any(String),
      "customLogin.buttonTextColor": "Invalid colour: use #rgb or #rrggbb",
    });
    const after = dataField<Settings>((await gqlAs(t.app, admin, SETTINGS)).body, "incubatorSettings");
    expect(after.currency).toBe("EUR");
  });

  it("saves the branding, tells every open tab, and shows the startup word to visitors", async () => {
    const events = t.pubsub.subscribe("incubator:updated", before.id)[Symbol.asyncIterator]();
    const next = events.next();
    const { body } = await gqlAs(t.app, admin, BRANDING, { i: branding("#112233") });
    expect(dataField(body, "updateIncubatorBranding")).toEqual({
      brandPalette: { sidebar: { backgroundColor: "#112233" } },
      startupNameAlternative: {
        active: true,
        label: [{ language: "en", value: "Venture", plural: "Ventures" }],
      },
    });
    expect((await next).value).toEqual({ incubatorId: before.id });
    await events.return?.();
    const visitor = await gql(
      t.app,
      "{ incubator { brandPalette { sidebar { backgroundColor } } startupNameAlternative { active } } }",
    );
    expect(visitor.body.data?.incubator).toEqual({
      brandPalette: { sidebar: { backgroundColor: "#112233" } },
      startupNameAlternative: { active: true },
    });
  });

  it("refuses a malformed palette colour, an image that is not one, and a language twice; writes nothing", async () => {
    const bad = branding("#12345");
    const { body } = await gqlAs(t.app, admin, BRANDING, {
      i: {
        ...bad,
        logo: "javascript:alert(1)",
        startupNameAlternative: {
          active: true,
          label: [
            { language: "en", value: "A" },
            { language: "en", value: "B" },
          ],
        },
      },
    });
    expect(errorOf(body)?.extensions?.fields).toMatchObject({
      "brandPalette.sidebar.backgroundColor": "Invalid colour: use #rgb or #rrggbb",
      logo: "Use a web address (https://…) or a PNG, JPEG or WebP image",
      "startupNameAlternative.label": "One label per language",
    });
    const after = dataField<Settings>((await gqlAs(t.app, admin, SETTINGS)).body, "incubatorSettings");
    expect(after.brandPalette.sidebar.backgroundColor).toBe("#112233");
  });

  it("refuses what breaks the login page or the title (issue 12): http logo, SVG data logo, empty login button, empty SEO title", async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString("base64")}`;
    const { body } = await gqlAs(t.app, admin, BRANDING, {
      i: {
        ...branding("#445566"),
        logo: "http://cdn.example.com/logo.png",
        whiteLogo: svg,
        seo: { active: true, seoTitle: "  ", seoDescription: "The demo" },
      },
    });
    expect(errorOf(body)?.extensions).toMatchObject({
      name: "ValidationError",
      fields: {
        logo: "Use a secure address starting with https://",
        whiteLogo: "Use a web address (https://…) or a PNG, JPEG or WebP image",
        "seo.seoTitle": "seoTitle is a required field",
      },
    });
    expect(errorOf(body)?.extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: "logo", code: "NOT_HTTPS" },
        { path: "whiteLogo", code: "INVALID_IMAGE" },
        { path: "seo.seoTitle", code: "REQUIRED" },
      ]),
    );
    const after = dataField<Settings>((await gqlAs(t.app, admin, SETTINGS)).body, "incubatorSettings");
    expect(after.brandPalette.sidebar.backgroundColor).toBe("#112233");

    const login = await gqlAs(t.app, admin, GENERAL, {
      i: { ...general, name: "Renamed", customLogin: { ...general.customLogin, text: " ", url: "" } },
    });
    expect(errorOf(login.body)?.extensions?.fieldErrors).toEqual([
      { path: "customLogin.text", code: "REQUIRED" },
      { path: "customLogin.url", code: "REQUIRED" },
    ]);
    const saved = dataField<Settings>((await gqlAs(t.app, admin, SETTINGS)).body, "incubatorSettings");
    expect(saved.name).toBe("Demo Accelerator");

    const inactive = await gqlAs(t.app, admin, GENERAL, {
      i: { ...general, customLogin: { ...general.customLogin, active: false, text: "", url: "" } },
    });
    expect(dataField(inactive.body, "updateIncubatorSettings")).toMatchObject({
      customLogin: { active: false },
    });
  });

  it("gives every refused field a code and spec-1's words (too long)", async () => {
    const { body } = await gqlAs(t.app, admin, GENERAL, { i: { ...general, description: "x".repeat(1001) } });
    expect(errorOf(body)?.extensions?.fields).toEqual({
      description: "description must be less than or equal to 1000 characters",
    });
    expect(errorOf(body)?.extensions?.fieldErrors).toEqual([
      { path: "description", code: "TOO_LONG", params: { max: 1000 } },
    ]);
  });

  it("is for the admin group only", async () => {
    const staff = (await t.signIn("staff@demo.test")).token;
    const { body } = await gqlAs(t.app, staff, BRANDING, { i: branding("#000000") });
    expect(errorOf(body)?.extensions?.name).toBe("ForbiddenError");
  });
});
