import { useParams } from "react-router";
import { LeadTransferPage } from "../components/lead-transfer-page.tsx";

/** /leads/transfer/:id. */
export function Component() {
  const { id = "" } = useParams();
  return <LeadTransferPage leadId={id} />;
}
