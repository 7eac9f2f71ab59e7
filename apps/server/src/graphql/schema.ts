import type { GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "../modules/incubator/incubator.schema.ts";
import "../modules/users/users.schema.ts";
import "../modules/auth/auth.schema.ts";
import "../modules/sessions/sessions.schema.ts";
import "../modules/account/account.schema.ts";
import "../modules/permissions/permissions.schema.ts";
import "../modules/feature-flags/feature-flags.schema.ts";
import "../modules/plan/plan.schema.ts";
import "../modules/roles/roles.schema.ts";
import "../modules/user-management/user-management.schema.ts";
import "../modules/directory/directory.schema.ts";
import "../modules/availability/availability.schema.ts";
import "../modules/booking/booking.schema.ts";
import "../modules/booking/calendar.schema.ts";
import "../modules/portfolio/portfolio.schema.ts";

/** Every module's schema file is imported above; the builder assembles them once. */
let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
