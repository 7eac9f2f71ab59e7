import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { DeleteMilestonePlanMutation } from "../api/plan-mutations.ts";
import { planFailure } from "../lib/plan-failure.ts";
import type { Plan } from "../lib/plan-types.ts";

/** Asks once, then deletes a plan (or a template) with its milestones. */
export function DeletePlanDialog({
  plan,
  onClose,
  onDeleted,
}: {
  plan: Plan;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [remove, removal] = useMutation(DeleteMilestonePlanMutation, {
    refetchQueries: [plan.isTemplate ? "MilestoneTemplates" : "MilestonePlans"],
    awaitRefetchQueries: true,
  });
  return (
    <ConfirmDialog
      opened
      title={say("milestones.plan.deleteTitle", { name: plan.name })}
      body={say("milestones.plan.deleteBody")}
      confirm={say("milestones.plan.delete")}
      cancel={say("milestones.cancel")}
      busy={removal.loading}
      onClose={onClose}
      onConfirm={() =>
        remove({ variables: { id: plan.id } }).then(
          () => {
            showToast({ color: "green", message: say("milestones.plan.deleted", { name: plan.name }) });
            onDeleted();
          },
          (error) => {
            onClose();
            showToast({ color: "red", message: planFailure(error, intl).message });
          },
        )
      }
    />
  );
}
