import { EvaluationAssignationPage } from "../components/evaluation-assignation-page.tsx";

/** /admin/programs/evaluation-assignation: assign evaluators to an evaluation round's applications. */
export function Component() {
  return <EvaluationAssignationPage />;
}
