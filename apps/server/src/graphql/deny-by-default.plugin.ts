import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import { ForbiddenError } from "./errors.ts";

/**
 * Deny by default: a Query, Mutation or Subscription field that declares no `authScopes`
 * is refused for everyone. Access is opened field by field (`authScopes: { public: true }`
 * for the few public fields), never by forgetting to close it. Object fields are reached
 * only through root fields and may add their own scopes.
 */
const ROOT_KINDS = new Set(["Query", "Mutation", "Subscription"]);

function declaresRule<Types extends SchemaTypes>(config: PothosOutputFieldConfig<Types>): boolean {
  return (
    !ROOT_KINDS.has(config.kind) || (config.pothosOptions as { authScopes?: unknown }).authScopes != null
  );
}

function refuse(config: { parentType: string; name: string }): GraphQLFieldResolver<unknown, unknown> {
  return () => {
    throw new ForbiddenError(`${config.parentType}.${config.name} declares no access rule`);
  };
}

export class DenyByDefaultPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    config: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    return declaresRule(config) ? resolver : refuse(config);
  }

  override wrapSubscribe(
    subscribe: GraphQLFieldResolver<unknown, Types["Context"], object> | undefined,
    config: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> | undefined {
    return declaresRule(config) ? subscribe : refuse(config);
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      denyByDefault: DenyByDefaultPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin("denyByDefault", DenyByDefaultPlugin);
