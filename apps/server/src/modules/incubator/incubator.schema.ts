import type { BrandPalette } from "@launchpad/domain";
import { builder } from "../../graphql/builder.ts";
import { SHARED_PER_TENANT, sharedPerEvent } from "../../graphql/fan-out.ts";
import type { PubSubEvents } from "../../graphql/pubsub.ts";
import { getPublicIncubator, type PublicIncubator } from "./incubator.service.ts";
import type {
  CustomLoginTextAndLink,
  IncubatorSeo,
  LoginProviderSetting,
  StartupNameAlternative,
} from "./incubator.tables.ts";
import {
  type IncubatorSettings,
  incubatorSettings,
  updateIncubatorBranding,
  updateIncubatorSettings,
} from "./incubator-settings.service.ts";

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

const StartupNameLabelRef = builder
  .objectRef<StartupNameAlternative["label"][number]>("StartupNameLabel")
  .implement({
    fields: (t) => ({
      language: t.exposeString("language"),
      value: t.exposeString("value"),
      plural: t.exposeString("plural", { nullable: true }),
    }),
  });

const StartupNameAlternativeRef = builder
  .objectRef<StartupNameAlternative>("StartupNameAlternative")
  .implement({
    description: "The organisation's word for 'startup', per language (spec-2 §3).",
    fields: (t) => ({
      active: t.exposeBoolean("active"),
      label: t.field({ type: [StartupNameLabelRef], resolve: (a) => a.label }),
    }),
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
    startupNameAlternative: t.field({
      type: StartupNameAlternativeRef,
      resolve: (i) => i.startupNameAlternative,
    }),
    allowUserSelfDelete: t.exposeBoolean("allowUserSelfDelete", {
      description: "Whether members may delete their own account",
    }),
  }),
});

const IncubatorSettingsRef = builder.objectRef<IncubatorSettings>("IncubatorSettings").implement({
  description: "Every setting of /admin/settings/general and /admin/settings/branding.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    description: t.exposeString("description", { nullable: true }),
    currency: t.exposeString("currency"),
    timezone: t.exposeString("timezone"),
    defaultLanguage: t.exposeString("defaultLanguage"),
    allowUserSelfDelete: t.exposeBoolean("allowUserSelfDelete"),
    termsUrl: t.exposeString("termsUrl", { nullable: true }),
    supportEmail: t.exposeString("supportEmail", { nullable: true }),
    generalEmail: t.exposeString("generalEmail", { nullable: true }),
    customLogin: t.field({ type: CustomLoginRef, resolve: (i) => i.customLogin }),
    logo: t.exposeString("logo", { nullable: true }),
    whiteLogo: t.exposeString("whiteLogo", { nullable: true }),
    brandPalette: t.field({ type: BrandPaletteRef, resolve: (i) => i.brandPalette }),
    seo: t.field({ type: IncubatorSeoRef, resolve: (i) => i.seo }),
    startupNameAlternative: t.field({
      type: StartupNameAlternativeRef,
      resolve: (i) => i.startupNameAlternative,
    }),
  }),
});

const CustomLoginInput = builder.inputType("CustomLoginInput", {
  fields: (t) => ({
    active: t.boolean({ required: true }),
    text: t.string(),
    url: t.string(),
    buttonBackgroundColor: t.string(),
    buttonTextColor: t.string(),
  }),
});

const IncubatorSettingsInput = builder.inputType("IncubatorSettingsInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    currency: t.string({ required: true }),
    timezone: t.string({ required: true }),
    defaultLanguage: t.string({ required: true }),
    allowUserSelfDelete: t.boolean({ required: true }),
    termsUrl: t.string(),
    supportEmail: t.string(),
    generalEmail: t.string(),
    customLogin: t.field({ type: CustomLoginInput, required: true }),
  }),
});

const SidebarPaletteInput = builder.inputType("SidebarPaletteInput", {
  fields: (t) => ({
    backgroundColor: t.string({ required: true }),
    textColor: t.string({ required: true }),
    activeItemBackgroundColor: t.string({ required: true }),
    activeItemTextColor: t.string({ required: true }),
    activeSubItemTextColor: t.string({ required: true }),
    logoType: t.string({ required: true, description: "DEFAULT or WHITE" }),
  }),
});

const BrandPaletteInput = builder.inputType("BrandPaletteInput", {
  fields: (t) => ({
    sidebar: t.field({ type: SidebarPaletteInput, required: true }),
    login: t.field({
      type: builder.inputType("LoginPaletteInput", {
        fields: (u) => ({ logoType: u.string({ required: true }) }),
      }),
      required: true,
    }),
  }),
});

const IncubatorSeoInput = builder.inputType("IncubatorSeoInput", {
  fields: (t) => ({
    active: t.boolean({ required: true }),
    seoTitle: t.string(),
    seoDescription: t.string(),
  }),
});

const StartupNameLabelInput = builder.inputType("StartupNameLabelInput", {
  fields: (t) => ({
    language: t.string({ required: true }),
    value: t.string({ required: true }),
    plural: t.string(),
  }),
});

const StartupNameAlternativeInput = builder.inputType("StartupNameAlternativeInput", {
  fields: (t) => ({
    active: t.boolean({ required: true }),
    label: t.field({ type: [StartupNameLabelInput], required: true }),
  }),
});

const IncubatorBrandingInput = builder.inputType("IncubatorBrandingInput", {
  fields: (t) => ({
    logo: t.string({ description: "https URL or data:image/…;base64 (≤ 512 kB); null removes it" }),
    whiteLogo: t.string(),
    brandPalette: t.field({ type: BrandPaletteInput, required: true }),
    seo: t.field({ type: IncubatorSeoInput, required: true }),
    startupNameAlternative: t.field({ type: StartupNameAlternativeInput, required: true }),
  }),
});

const ADMIN_GROUP = { roles: ["Admin", "AdminCoach"] } as const;

builder.queryField("incubatorSettings", (t) =>
  t.field({
    type: IncubatorSettingsRef,
    description: "The organisation's settings (admin group).",
    authScopes: ADMIN_GROUP,
    resolve: (_r, _a, ctx) => incubatorSettings(ctx),
  }),
);

builder.mutationField("updateIncubatorSettings", (t) =>
  t.field({
    type: IncubatorSettingsRef,
    description: "Saves /admin/settings/general (the whole form).",
    authScopes: ADMIN_GROUP,
    args: { input: t.arg({ type: IncubatorSettingsInput, required: true }) },
    resolve: (_r, args, ctx) => updateIncubatorSettings(ctx, args.input),
  }),
);

builder.mutationField("updateIncubatorBranding", (t) =>
  t.field({
    type: IncubatorSettingsRef,
    description: "Saves /admin/settings/branding (the whole form); subscribers of incubatorUpdated hear it.",
    authScopes: ADMIN_GROUP,
    args: { input: t.arg({ type: IncubatorBrandingInput, required: true }) },
    resolve: (_r, args, ctx) => updateIncubatorBranding(ctx, args.input),
  }),
);

builder.queryField("incubator", (t) =>
  t.field({
    type: IncubatorRef,
    description: "The incubator (tenant) of the request host. Public: works without sign-in.",
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => getPublicIncubator(ctx),
  }),
);

type IncubatorUpdatedEvent = PubSubEvents["incubator:updated"][1];
/** The public incubator is the same for every viewer: one read per event and tenant. */
const incubatorOfEvent = sharedPerEvent<IncubatorUpdatedEvent, PublicIncubator>();

builder.subscriptionField("incubatorUpdated", (t) =>
  t.field({
    type: IncubatorRef,
    description: "Fires when the request tenant's public settings (branding, SEO, login settings) change.",
    authScopes: { public: true },
    // Public branding: the same for every viewer of the tenant, so executed once per event.
    extensions: SHARED_PER_TENANT,
    subscribe: (_root, _args, ctx) => ctx.pubsub.subscribe("incubator:updated", ctx.tenant.id),
    resolve: (event: IncubatorUpdatedEvent, _args, ctx) =>
      incubatorOfEvent(event, ctx.tenant.id, () => getPublicIncubator(ctx)),
  }),
);
