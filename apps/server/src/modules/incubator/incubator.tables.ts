import type { BrandPalette, Plan } from "@launchpad/domain";
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type IncubatorSeo = { active: boolean; seoTitle: string | null; seoDescription: string | null };
export type CustomLoginTextAndLink = {
  active: boolean;
  text: string | null;
  url: string | null;
  buttonBackgroundColor: string | null;
  buttonTextColor: string | null;
};
export type LoginProviderSetting = { provider: string; enabled: boolean };
export type HoursAllocationSettings = { requireConnection: boolean; requireHoursAllocation: boolean };
export type StartupNameAlternative = {
  active: boolean;
  /** value: the word for "startup" in that language; plural: its plural (defaults to value). */
  label: { language: string; value: string; plural?: string }[];
};
export type FeatureFlagSettings = Record<string, { enabled: boolean; activated: boolean }>;

/** The tenant. Every field of spec-2 §3 Incubator; nested groups are stored as jsonb. */
export const incubators = pgTable("incubators", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  logo: text("logo"),
  whiteLogo: text("white_logo"),
  currency: text("currency").notNull().default("USD"),
  timezone: text("timezone").notNull().default("UTC"),
  address: text("address"),
  defaultLanguage: text("default_language").notNull().default("en"),
  allowUserSelfDelete: boolean("allow_user_self_delete").notNull().default(false),
  allowWriteInOptionInUserSkills: boolean("allow_write_in_option_in_user_skills").notNull().default(false),
  seo: jsonb("seo").$type<IncubatorSeo>().notNull(),
  termsAndServicesUrl: text("terms_and_services_url"),
  customLoginTextAndLink: jsonb("custom_login_text_and_link").$type<CustomLoginTextAndLink>().notNull(),
  generalEmail: text("general_email"),
  supportEmail: text("support_email"),
  gtmId: text("gtm_id"),
  brandPalette: jsonb("brand_palette").$type<BrandPalette>().notNull(),
  loginProviders: jsonb("login_providers").$type<LoginProviderSetting[]>().notNull().default([]),
  employeeCountLimit: integer("employee_count_limit"),
  hoursAllocationSettings: jsonb("hours_allocation_settings").$type<HoursAllocationSettings>().notNull(),
  startupNameAlternative: jsonb("startup_name_alternative").$type<StartupNameAlternative>().notNull(),
  /** How many sessions one user may hold at once (spec-1 §4 takeover). */
  maxSessionsPerUser: integer("max_sessions_per_user").notNull().default(5),
  /** Sign in with OpenID Connect only (the spec's "auth0 enabled"); connections in oidc_connections. */
  ssoEnabled: boolean("sso_enabled").notNull().default(false),
  ssoOrganization: text("sso_organization"),
  /** The subscribed plan: features, limits (max; 0 = unlimited) and the largest upload. */
  plan: jsonb("plan").$type<Plan | null>(),
  featureFlags: jsonb("feature_flags").$type<FeatureFlagSettings>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type IncubatorRow = typeof incubators.$inferSelect;
export type NewIncubatorRow = typeof incubators.$inferInsert;
