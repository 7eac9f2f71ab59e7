import { useQuery } from "@apollo/client/react";
import { SupportEmailQuery } from "../api/support-email.query.ts";

/** Used while the organisation's address is unknown or when it has none. */
export const FALLBACK_SUPPORT_EMAIL = "support@launchpad.test";

export function useSupportEmail(): string {
  const { data } = useQuery(SupportEmailQuery);
  return data?.incubator.supportEmail.address?.trim() || FALLBACK_SUPPORT_EMAIL;
}
