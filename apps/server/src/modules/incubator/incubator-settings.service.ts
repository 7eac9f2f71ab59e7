import {
  brandPaletteSchema,
  CURRENCIES,
  emailSchema,
  isTimeZone,
  LOCALES,
  logoSchema,
} from "@launchpad/domain";
import { z } from "zod";
import type { Services } from "../../graphql/context.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { findIncubator, updateIncubatorRow } from "./incubator.repository.ts";
import type { IncubatorRow } from "./incubator.tables.ts";

/**
 * The organisation's settings (/admin/settings/general and /branding, admin group). Each
 * page sends its whole form; a bad field fails the whole save and nothing is written. A
 * change publishes incubator:updated, so every open tab re-reads the branding.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "pubsub">;

export type IncubatorSettings = ReturnType<typeof toSettings>;

function toSettings(row: IncubatorRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    currency: row.currency,
    timezone: row.timezone,
    defaultLanguage: row.defaultLanguage,
    allowUserSelfDelete: row.allowUserSelfDelete,
    termsUrl: row.termsAndServicesUrl,
    supportEmail: row.supportEmail,
    generalEmail: row.generalEmail,
    customLogin: row.customLoginTextAndLink,
    logo: row.logo,
    whiteLogo: row.whiteLogo,
    brandPalette: row.brandPalette,
    seo: row.seo,
    startupNameAlternative: row.startupNameAlternative,
  };
}

export async function incubatorSettings(ctx: Pick<Ctx, "db" | "tenant">): Promise<IncubatorSettings> {
  const row = await findIncubator(ctx.db, ctx.tenant);
  if (!row) throw new NotFoundError("Incubator");
  return toSettings(row);
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), {
    message: "Enter a web address starting with https://",
    params: { code: "INVALID_URL" },
  });
/** An optional field: an empty string means "none"; anything else must be valid. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullish()).transform((v) => v ?? null);
const optionalUrl = optional(httpUrl);
const optionalEmail = optional(emailSchema());
const optionalColor = optional(brandPaletteSchema.shape.sidebar.shape.textColor);

const settingsSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the organisation's name").max(100),
    description: optionalText(1000),
    currency: z.enum(CURRENCIES, { message: "Choose a currency from the list" }),
    timezone: z.string().refine(isTimeZone, "Choose a time zone from the list"),
    defaultLanguage: z.enum(LOCALES, { message: "Choose one of the ten languages" }),
    allowUserSelfDelete: z.boolean(),
    termsUrl: optionalUrl,
    supportEmail: optionalEmail,
    generalEmail: optionalEmail,
    customLogin: z
      .object({
        active: z.boolean(),
        text: optionalText(500),
        url: optionalUrl,
        buttonBackgroundColor: optionalColor,
        buttonTextColor: optionalColor,
      })
      .strict()
      .superRefine(requireWhenActive(["text", "url"])),
  })
  .strict();

/**
 * An active custom login button needs its text and its link (issue 12: an empty button
 * was saved and shown on the login page); an active SEO block needs its title.
 */
function requireWhenActive<K extends string>(keys: readonly K[]) {
  return (value: { active: boolean } & Record<K, unknown>, ctx: z.RefinementCtx) => {
    if (!value.active) return;
    for (const key of keys)
      if (value[key] === null || value[key] === undefined || value[key] === "")
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} is a required field`,
          params: { code: "REQUIRED" },
        });
  };
}

export async function updateIncubatorSettings(ctx: Ctx, input: unknown): Promise<IncubatorSettings> {
  const s = parseInput(settingsSchema, input);
  await updateIncubatorRow(ctx.db, ctx.tenant, {
    name: s.name,
    description: s.description,
    currency: s.currency,
    timezone: s.timezone,
    defaultLanguage: s.defaultLanguage,
    allowUserSelfDelete: s.allowUserSelfDelete,
    termsAndServicesUrl: s.termsUrl,
    supportEmail: s.supportEmail,
    generalEmail: s.generalEmail,
    customLoginTextAndLink: s.customLogin,
  });
  ctx.pubsub.publish("incubator:updated", ctx.tenant.id, { incubatorId: ctx.tenant.id });
  return incubatorSettings(ctx);
}

const image = logoSchema;

const brandingSchema = z
  .object({
    logo: image,
    whiteLogo: image,
    brandPalette: brandPaletteSchema.strict(),
    seo: z
      .object({ active: z.boolean(), seoTitle: optionalText(70), seoDescription: optionalText(160) })
      .strict()
      .superRefine(requireWhenActive(["seoTitle"])),
    startupNameAlternative: z
      .object({
        active: z.boolean(),
        label: z
          .array(
            z
              .object({
                language: z.enum(LOCALES, { message: "Unknown language" }),
                value: z.string().trim().min(1, "Enter the word").max(40),
                plural: optionalText(40),
              })
              .strict(),
          )
          .max(LOCALES.length)
          .refine((labels) => new Set(labels.map((l) => l.language)).size === labels.length, {
            message: "One label per language",
          }),
      })
      .strict()
      .refine((alt) => !alt.active || alt.label.length > 0, {
        message: "Give the word for at least one language",
        path: ["label"],
      }),
  })
  .strict();

export async function updateIncubatorBranding(ctx: Ctx, input: unknown): Promise<IncubatorSettings> {
  const b = parseInput(brandingSchema, input);
  await updateIncubatorRow(ctx.db, ctx.tenant, {
    logo: b.logo,
    whiteLogo: b.whiteLogo,
    brandPalette: b.brandPalette,
    seo: b.seo,
    startupNameAlternative: {
      active: b.startupNameAlternative.active,
      label: b.startupNameAlternative.label.map((l) => ({
        language: l.language,
        value: l.value,
        ...(l.plural ? { plural: l.plural } : {}),
      })),
    },
  });
  ctx.pubsub.publish("incubator:updated", ctx.tenant.id, { incubatorId: ctx.tenant.id });
  return incubatorSettings(ctx);
}
