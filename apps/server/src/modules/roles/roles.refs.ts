import { ObjectRef } from "@pothos/core";
import type { BuilderTypes } from "../../graphql/builder.ts";

/**
 * The GraphQL types of a role's visibility, which users' role summaries show too. Declared
 * here without the builder (roles.schema.ts implements them), so that the door can offer
 * them without loading the schema.
 */
export const UserAccessRef = new ObjectRef<BuilderTypes, { visibilitySettings: string; roles?: string[] }>(
  "UserAccess",
);
export const StartupAccessRef = new ObjectRef<BuilderTypes, { visibilitySettings: string }>("StartupAccess");
