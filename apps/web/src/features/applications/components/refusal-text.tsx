import { useIntl } from "react-intl";
import type { Refusal } from "../lib/apply-errors.ts";

/** A refusal of applying or saving in the user's language (the server's English only when its reason is unknown here). */
export function RefusalText({ refusal }: { refusal: Refusal }) {
  const intl = useIntl();
  if (refusal.reason === "REAPPLY_NOT_ALLOWED" && refusal.allowedFrom)
    return (
      <>
        {intl.formatMessage(
          { id: "applications.error.REAPPLY_NOT_ALLOWED_FROM" },
          { date: intl.formatDate(refusal.allowedFrom, { dateStyle: "long" }) },
        )}
      </>
    );
  if (refusal.reason) return <>{intl.formatMessage({ id: `applications.error.${refusal.reason}` })}</>;
  if (refusal.errorName === "ForbiddenError")
    return <>{intl.formatMessage({ id: "applications.error.CANNOT_APPLY" })}</>;
  return <>{intl.formatMessage({ id: "applications.error.generic" })}</>;
}
