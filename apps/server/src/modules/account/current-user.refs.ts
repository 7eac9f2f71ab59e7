import { ObjectRef } from "@pothos/core";
import type { BuilderTypes } from "../../graphql/builder.ts";
import type { RoleRow } from "../roles/index.ts";
import type { CurrentUser, CurrentUserSource } from "./current-user.service.ts";

/**
 * A role as a user sees it: labelled already (sign-in answers, user management), or the
 * holder's role whose label is worked out only if asked (`currentUser`).
 */
export type RoleSummarySource = CurrentUser["role"] | (RoleRow & { holderId: string });

/**
 * The GraphQL types of the signed-in user, which sign-in answers and user management show
 * too. Declared here without the builder (current-user.schema.ts implements them), so that the door
 * can offer them without loading the schema.
 */
export const CurrentUserRef = new ObjectRef<BuilderTypes, CurrentUserSource>("CurrentUser");
export const RoleSummaryRef = new ObjectRef<BuilderTypes, RoleSummarySource>("RoleSummary");
export const StartupSummaryRef = new ObjectRef<BuilderTypes, { id: string; name: string }>("StartupSummary");
