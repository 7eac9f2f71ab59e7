import type { GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "../modules/incubator/incubator.schema.ts";

/** Every module's schema file is imported above; the builder assembles them once. */
let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
