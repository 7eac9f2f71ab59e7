import { createContext, useContext } from "react";
import type { CurrentUserFieldsFragment } from "../../../gql/graphql.ts";

export type CurrentUser = CurrentUserFieldsFragment;

export const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in user; only inside the signed-in area, where it is always loaded. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser must be used inside <CurrentUserProvider>");
  return user;
}
