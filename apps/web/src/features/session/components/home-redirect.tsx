import { Navigate } from "react-router";
import { useCurrentUser } from "../hooks/use-current-user.ts";
import { homePathFor } from "../lib/home-path.ts";

/** "/" for a signed-in user: their role's start page. */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={homePathFor(user.role.type)} replace />;
}
