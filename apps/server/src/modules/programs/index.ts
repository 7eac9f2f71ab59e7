/** The programs module's door (issue 18): the user batch actions' roles, for whoever shows them. */
export { SUPPORTER_ROLES } from "./user-batch.actions.ts";
