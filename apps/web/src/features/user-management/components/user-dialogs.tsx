import { FormattedMessage, useIntl } from "react-intl";
import { UserTagsModal } from "../../tags/index.ts";
import type { UserMutations } from "../hooks/use-user-mutations.ts";
import type { ManagedUser, Named, PlanLimit, RoleOption } from "../lib/types.ts";
import { AssignModal } from "./assign-modal.tsx";
import { ChangeRoleModal } from "./change-role-modal.tsx";
import { ConfirmModal } from "./confirm-modal.tsx";
import type { UserAction } from "./user-row-actions.tsx";

export type OpenDialog = { action: UserAction; user: ManagedUser } | null;

type UserDialogsProps = {
  dialog: OpenDialog;
  roles: readonly RoleOption[];
  limits: readonly PlanLimit[];
  startups: { options: readonly Named[] | undefined; error: string | null };
  programs: { options: readonly Named[] | undefined; error: string | null };
  mutations: UserMutations;
  onClose: () => void;
};

/** The dialog of the row action the viewer chose; each one calls the server itself. */
export function UserDialogs({
  dialog,
  roles,
  limits,
  startups,
  programs,
  mutations,
  onClose,
}: UserDialogsProps) {
  const intl = useIntl();
  if (!dialog) return null;
  const { user } = dialog;
  const name = <strong>{user.fullName}</strong>;
  switch (dialog.action) {
    case "changeRole":
      return (
        <ChangeRoleModal
          user={user}
          roles={roles}
          limits={limits}
          onSave={(roleId) => mutations.changeRole(user, roleId)}
          onClose={onClose}
        />
      );
    case "deactivate":
      return (
        <ConfirmModal
          title={<FormattedMessage id="users.deactivate.title" values={{ name: user.fullName }} />}
          confirmLabel={<FormattedMessage id="users.deactivate.confirm" />}
          danger
          testId="deactivate-user-modal"
          onConfirm={() => mutations.deactivate(user)}
          onClose={onClose}
        >
          <FormattedMessage id="users.deactivate.text" values={{ name }} />
        </ConfirmModal>
      );
    case "reactivate":
      return (
        <ConfirmModal
          title={<FormattedMessage id="users.reactivate.title" values={{ name: user.fullName }} />}
          confirmLabel={<FormattedMessage id="users.reactivate.confirm" />}
          testId="reactivate-user-modal"
          onConfirm={() => mutations.reactivate(user)}
          onClose={onClose}
        >
          <FormattedMessage id="users.reactivate.text" values={{ name }} />
        </ConfirmModal>
      );
    case "delete":
      return (
        <ConfirmModal
          title={<FormattedMessage id="users.delete.title" values={{ name: user.fullName }} />}
          confirmLabel={<FormattedMessage id="users.delete.confirm" />}
          danger
          testId="delete-user-modal"
          onConfirm={() => mutations.remove(user)}
          onClose={onClose}
        >
          <FormattedMessage id="users.delete.text" values={{ name }} />
        </ConfirmModal>
      );
    case "assignStartups":
      return (
        <AssignModal
          title={<FormattedMessage id="users.assignStartups.title" values={{ name: user.fullName }} />}
          label={intl.formatMessage({ id: "users.assignStartups.label" })}
          hint={<FormattedMessage id="users.assignStartups.hint" />}
          options={startups.options}
          optionsError={startups.error}
          initial={user.assignedStartups}
          testId="assign-startups-modal"
          onSave={(ids) => mutations.assignStartups(user, ids)}
          onClose={onClose}
        />
      );
    case "assignPrograms":
      return (
        <AssignModal
          title={<FormattedMessage id="users.assignPrograms.title" values={{ name: user.fullName }} />}
          label={intl.formatMessage({ id: "users.assignPrograms.label" })}
          hint={<FormattedMessage id="users.assignPrograms.hint" />}
          options={programs.options}
          optionsError={programs.error}
          initial={user.programs}
          testId="assign-programs-modal"
          onSave={(ids) => mutations.assignPrograms(user, ids)}
          onClose={onClose}
        />
      );
    case "editTags":
      return (
        <UserTagsModal
          user={{
            id: user.id,
            fullName: user.fullName,
            roleType: user.role.type,
            tags: user.tags ?? null,
            industries: user.industries ?? null,
          }}
          onClose={onClose}
        />
      );
  }
}
