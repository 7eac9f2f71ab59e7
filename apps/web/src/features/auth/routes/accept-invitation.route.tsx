import { useSearchParams } from "react-router";
import { AcceptInvitationPage } from "../components/accept-invitation-page.tsx";

export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return <AcceptInvitationPage key={token} token={token} />;
}
