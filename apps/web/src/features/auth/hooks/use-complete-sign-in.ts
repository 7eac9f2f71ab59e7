import { useCallback } from "react";
import { useNavigate } from "react-router";
import { storeSignIn } from "../../../lib/auth-storage.ts";
import { safeReturnTo } from "../../../lib/return-to.ts";

/**
 * Every way of signing in ends here: the token is stored and the user goes on to the page
 * they wanted, where the signed-in area activates the session (and offers the takeover
 * when too many are open).
 */
export function useCompleteSignIn(): (token: string, returnTo?: string | null) => void {
  const navigate = useNavigate();
  return useCallback(
    (token, returnTo) => {
      storeSignIn(token);
      void navigate(safeReturnTo(returnTo), { replace: true });
    },
    [navigate],
  );
}
