export * from "../../modules/availability/availability.tables.ts";
export * from "../../modules/booking/meetings.tables.ts";
export * from "../../modules/notifications/notifications.tables.ts";
export * from "../../modules/startups/startups.tables.ts";
export * from "./auth.ts";
export * from "./incubators.ts";
export * from "./roles.ts";
export * from "./users.ts";
