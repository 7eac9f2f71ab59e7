import type { PlanDialog } from "../hooks/use-plan-dialogs.tsx";
import type { Plan } from "../lib/plan-types.ts";
import { ApplyTemplateDialog } from "./apply-template-dialog.tsx";
import { DeletePlanDialog } from "./delete-plan-dialog.tsx";
import { DuplicatePlanDialog } from "./duplicate-plan-dialog.tsx";
import { PlanFormDialog } from "./plan-form-dialog.tsx";

type Props = {
  dialog: PlanDialog | null;
  close: () => void;
  /** The startup whose plans the screen shows; null: the organisation's templates. */
  startupId: string | null;
  /** Whether a copy may be made a template of the organisation. */
  allowTemplate: boolean;
  /** Opens a plan on the screen (null: back to the list). */
  show: (plan: Plan | null) => void;
  /** Whether a copy belongs on this screen (then it opens). */
  showsCopy: (copy: Plan) => boolean;
};

/** The plan dialogs of a plans screen (the file's milestones tab, the templates page), one at a time. */
export function PlanDialogs({ dialog, close, startupId, allowTemplate, show, showsCopy }: Props) {
  if (!dialog) return null;
  const then = (plan: Plan | null) => {
    close();
    show(plan);
  };
  switch (dialog.kind) {
    case "create":
      return <PlanFormDialog startupId={startupId} onClose={close} onSaved={then} />;
    case "edit":
      return <PlanFormDialog plan={dialog.plan} startupId={startupId} onClose={close} onSaved={then} />;
    case "duplicate":
      return (
        <DuplicatePlanDialog
          plan={dialog.plan}
          allowTemplate={allowTemplate}
          onClose={close}
          onDuplicated={(copy) => {
            close();
            if (showsCopy(copy)) show(copy);
          }}
        />
      );
    case "delete":
      return <DeletePlanDialog plan={dialog.plan} onClose={close} onDeleted={() => then(null)} />;
    case "apply":
      return <ApplyTemplateDialog template={dialog.plan} onClose={close} />;
  }
}
