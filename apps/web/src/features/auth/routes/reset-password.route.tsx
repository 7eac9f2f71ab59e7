import { useParams } from "react-router";
import { ResetPasswordPage } from "../components/reset-password-page.tsx";

export function Component() {
  const { token = "" } = useParams();
  return <ResetPasswordPage key={token} token={token} />;
}
