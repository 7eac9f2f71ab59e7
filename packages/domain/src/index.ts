export * from "./branding.ts";
export * from "./locales.ts";
export * from "./roles.ts";
export * from "./tenancy.ts";
