import type { GraphQLSchema } from "graphql";
import { serverModules } from "../server-modules.ts";
import { builder } from "./builder.ts";

/** Every module's GraphQL types registered with the builder when its module.ts loaded. */
let schema: GraphQLSchema | undefined;

export function buildSchema(): GraphQLSchema {
  if (serverModules.length === 0) throw new Error("no server module registered");
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
