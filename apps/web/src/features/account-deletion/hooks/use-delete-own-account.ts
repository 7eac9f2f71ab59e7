import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { LOGIN_PATH } from "../../../lib/return-to.ts";
import { useSignOut } from "../../session/index.ts";
import { DeleteOwnAccountMutation } from "../api/delete-own-account.mutation.ts";

/**
 * Deletes the signed-in user's account, then signs this browser out as the log-out does
 * and opens the login page. The server has already ended every session of the user, so
 * the session may also end here through the session signal: the login page is then
 * opened without the return path, which would lead nowhere.
 */
export function useDeleteOwnAccount(): (password: string) => Promise<void> {
  const [deleteOwnAccount] = useMutation(DeleteOwnAccountMutation);
  const signOut = useSignOut();
  const navigate = useNavigate();
  return useCallback(
    async (password: string) => {
      await deleteOwnAccount({ variables: { password } });
      signOut();
      await navigate(LOGIN_PATH, { replace: true });
    },
    [deleteOwnAccount, signOut, navigate],
  );
}
