import { useSearchParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { roleNamesFeature } from "../../role-names/index.ts";
import { AcceptInvitationPage } from "../components/accept-invitation-page.tsx";

/** The role names the invitation shows come with this page: the other public pages do not load them (issue 13). */
const ROLE_NAMES = roleNamesFeature.messages ? [roleNamesFeature.messages] : [];

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return (
    <MessagesGate areas={ROLE_NAMES} loading={<PageLoader />}>
      <AcceptInvitationPage key={token} token={token} />
    </MessagesGate>
  );
}
