import { ObjectRef } from "@pothos/core";
import type { BuilderTypes } from "../../graphql/builder.ts";
import type { CurrentUser } from "./current-user.service.ts";

/**
 * The GraphQL types of the signed-in user, which sign-in answers and user management show
 * too. Declared here without the builder (current-user.schema.ts implements them), so that the door
 * can offer them without loading the schema.
 */
export const CurrentUserRef = new ObjectRef<BuilderTypes, CurrentUser>("CurrentUser");
export const RoleSummaryRef = new ObjectRef<BuilderTypes, CurrentUser["role"]>("RoleSummary");
export const StartupSummaryRef = new ObjectRef<BuilderTypes, CurrentUser["startups"][number]>(
  "StartupSummary",
);
