export * from "./auth.ts";
export * from "./availability.ts";
export * from "./incubators.ts";
export * from "./programs.ts";
export * from "./roles.ts";
export * from "./startups.ts";
export * from "./users.ts";
