/** For tests: the signed-in user a page reads, given without the server's answer. */
export { CurrentUserContext } from "./hooks/use-current-user.ts";
