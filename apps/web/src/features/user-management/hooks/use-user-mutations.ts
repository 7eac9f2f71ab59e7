import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ChangeUserRoleMutation } from "../api/change-user-role.mutation.ts";
import { DeactivateUserMutation } from "../api/deactivate-user.mutation.ts";
import { DeleteUserMutation } from "../api/delete-user.mutation.ts";
import { InviteUserMutation } from "../api/invite-user.mutation.ts";
import { ReactivateUserMutation } from "../api/reactivate-user.mutation.ts";
import { SetUserAssignedStartupsMutation } from "../api/set-user-assigned-startups.mutation.ts";
import { SetUserProgramsMutation } from "../api/set-user-programs.mutation.ts";
import type { ManagedUser, RoleOption } from "../lib/types.ts";

export type UserMutations = {
  changeRole: (user: ManagedUser, roleId: string) => Promise<void>;
  deactivate: (user: ManagedUser) => Promise<void>;
  reactivate: (user: ManagedUser) => Promise<void>;
  remove: (user: ManagedUser) => Promise<void>;
  assignStartups: (user: ManagedUser, startupIds: string[]) => Promise<void>;
  assignPrograms: (user: ManagedUser, programIds: string[]) => Promise<void>;
  invite: (values: { email: string; role: RoleOption }) => Promise<void>;
};

/**
 * Every change this page makes. A refused call throws (the dialog shows why); a done one
 * says so in a toast and reloads the list and the plan's seats, since the changed user
 * may leave the filtered list or free or take a seat.
 */
export function useUserMutations(reload: () => Promise<unknown>): UserMutations {
  const intl = useIntl();
  const [changeUserRole] = useMutation(ChangeUserRoleMutation);
  const [deactivateUser] = useMutation(DeactivateUserMutation);
  const [reactivateUser] = useMutation(ReactivateUserMutation);
  const [deleteUser] = useMutation(DeleteUserMutation);
  const [setAssignedStartups] = useMutation(SetUserAssignedStartupsMutation);
  const [setPrograms] = useMutation(SetUserProgramsMutation);
  const [inviteUser] = useMutation(InviteUserMutation);

  const done = async (id: MessageId, values: Record<string, string>, reloadList = true) => {
    showToast({ color: "green", message: intl.formatMessage({ id }, values) });
    if (reloadList) await reload().catch(() => undefined);
  };

  return {
    changeRole: async (user, roleId) => {
      await changeUserRole({ variables: { userId: user.id, roleId } });
      await done("users.toast.roleChanged", { name: user.fullName });
    },
    deactivate: async (user) => {
      await deactivateUser({ variables: { userId: user.id } });
      await done("users.toast.deactivated", { name: user.fullName });
    },
    reactivate: async (user) => {
      await reactivateUser({ variables: { userId: user.id } });
      await done("users.toast.reactivated", { name: user.fullName });
    },
    remove: async (user) => {
      await deleteUser({ variables: { userId: user.id } });
      await done("users.toast.deleted", { name: user.fullName });
    },
    assignStartups: async (user, startupIds) => {
      await setAssignedStartups({ variables: { userId: user.id, startupIds } });
      await done("users.toast.startupsAssigned", { name: user.fullName }, false);
    },
    assignPrograms: async (user, programIds) => {
      await setPrograms({ variables: { userId: user.id, programIds } });
      await done("users.toast.programsAssigned", { name: user.fullName }, false);
    },
    invite: async ({ email, role }) => {
      await inviteUser({ variables: { input: { email, roleId: role.id } } });
      await done("users.toast.invited", { email });
    },
  };
}
