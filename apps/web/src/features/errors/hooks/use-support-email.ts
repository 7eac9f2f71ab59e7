import { usePublicQuery } from "../../../lib/public-graphql/use-public-query.ts";
import { SupportEmailQuery } from "../api/support-email.query.ts";

/** Used while the organisation's address is unknown or when it has none. */
export const FALLBACK_SUPPORT_EMAIL = "support@launchpad.test";

/** Read through the public client: the error pages show on public pages too (decision 022). */
export function useSupportEmail(): string {
  const { data } = usePublicQuery(SupportEmailQuery);
  return data?.incubator.supportEmail.address?.trim() || FALLBACK_SUPPORT_EMAIL;
}
