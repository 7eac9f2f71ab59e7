import type { ServerModule } from "../../server-module.ts";
import { usersDemo } from "./users.demo.ts";

/**
 * Registers the module with the server. It has no GraphQL type or route of its own: it owns
 * the users table and offers look-ups to the others (index.ts); the signed-in user's view
 * (currentUser, PUT /user) is the account module's.
 */
export const usersModule: ServerModule = {
  name: "users",
  demo: usersDemo,
};
