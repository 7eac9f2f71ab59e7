export * from "./branding.ts";
export * from "./locales.ts";
export * from "./password.ts";
export * from "./permission-defaults.ts";
export * from "./permissions.ts";
export * from "./roles.ts";
export * from "./tenancy.ts";
export * from "./user-profile.ts";
