import { useParams } from "react-router";
import { ValidateEmailPage } from "../components/validate-email-page.tsx";

export function Component() {
  const { validationToken = "" } = useParams();
  return <ValidateEmailPage key={validationToken} token={validationToken} />;
}
