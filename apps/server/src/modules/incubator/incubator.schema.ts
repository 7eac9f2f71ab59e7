import type { BrandPalette } from "@launchpad/domain";
import type { CustomLoginTextAndLink, IncubatorSeo, LoginProviderSetting } from "../../db/schema/index.ts";
import { builder } from "../../graphql/builder.ts";
import { getPublicIncubator, type PublicIncubator } from "./incubator.service.ts";

const IncubatorSeoRef = builder.objectRef<IncubatorSeo>("IncubatorSeo").implement({
  fields: (t) => ({
    active: t.exposeBoolean("active"),
    seoTitle: t.exposeString("seoTitle", { nullable: true }),
    seoDescription: t.exposeString("seoDescription", { nullable: true }),
  }),
});

const SidebarPaletteRef = builder.objectRef<BrandPalette["sidebar"]>("SidebarPalette").implement({
  fields: (t) => ({
    backgroundColor: t.exposeString("backgroundColor"),
    textColor: t.exposeString("textColor"),
    activeItemBackgroundColor: t.exposeString("activeItemBackgroundColor"),
    activeItemTextColor: t.exposeString("activeItemTextColor"),
    activeSubItemTextColor: t.exposeString("activeSubItemTextColor"),
    logoType: t.exposeString("logoType"),
  }),
});

const LoginPaletteRef = builder.objectRef<BrandPalette["login"]>("LoginPalette").implement({
  fields: (t) => ({ logoType: t.exposeString("logoType") }),
});

const BrandPaletteRef = builder.objectRef<BrandPalette>("BrandPalette").implement({
  fields: (t) => ({
    sidebar: t.field({ type: SidebarPaletteRef, resolve: (p) => p.sidebar }),
    login: t.field({ type: LoginPaletteRef, resolve: (p) => p.login }),
  }),
});

const CustomLoginRef = builder.objectRef<CustomLoginTextAndLink>("CustomLoginTextAndLink").implement({
  fields: (t) => ({
    active: t.exposeBoolean("active"),
    text: t.exposeString("text", { nullable: true }),
    url: t.exposeString("url", { nullable: true }),
    buttonBackgroundColor: t.exposeString("buttonBackgroundColor", { nullable: true }),
    buttonTextColor: t.exposeString("buttonTextColor", { nullable: true }),
  }),
});

const TermsRef = builder.objectRef<{ url: string | null }>("TermsAndServices").implement({
  fields: (t) => ({ url: t.exposeString("url", { nullable: true }) }),
});

const LoginProviderRef = builder.objectRef<LoginProviderSetting>("LoginProvider").implement({
  fields: (t) => ({ provider: t.exposeString("provider"), enabled: t.exposeBoolean("enabled") }),
});

const EmailAddressRef = builder.objectRef<{ address: string | null }>("EmailAddress").implement({
  fields: (t) => ({ address: t.exposeString("address", { nullable: true }) }),
});

export const IncubatorRef = builder.objectRef<PublicIncubator>("Incubator").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    description: t.exposeString("description", { nullable: true }),
    logo: t.exposeString("logo", { nullable: true }),
    whiteLogo: t.exposeString("whiteLogo", { nullable: true }),
    defaultLanguage: t.exposeString("defaultLanguage"),
    incubatorSeo: t.field({ type: IncubatorSeoRef, resolve: (i) => i.incubatorSeo }),
    brandPalette: t.field({ type: BrandPaletteRef, resolve: (i) => i.brandPalette }),
    incubatorCustomLoginTextAndLink: t.field({
      type: CustomLoginRef,
      resolve: (i) => i.incubatorCustomLoginTextAndLink,
    }),
    incubatorTermsAndServices: t.field({ type: TermsRef, resolve: (i) => i.incubatorTermsAndServices }),
    loginProviders: t.field({ type: [LoginProviderRef], resolve: (i) => i.loginProviders }),
    supportEmail: t.field({ type: EmailAddressRef, resolve: (i) => i.supportEmail }),
  }),
});

builder.queryField("incubator", (t) =>
  t.field({
    type: IncubatorRef,
    description: "The incubator (tenant) of the request host. Public: works without sign-in.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => getPublicIncubator(ctx),
  }),
);

builder.subscriptionField("incubatorUpdated", (t) =>
  t.field({
    type: IncubatorRef,
    description: "Fires when the request tenant's public settings (branding, SEO, login settings) change.",
    authScopes: { public: true },
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("incubator:updated", ctx.tenant.id),
    resolve: (_event, _args, ctx) => getPublicIncubator(ctx),
  }),
);
