import { useIntl } from "react-intl";
import { type BrandLogo, loginLogo, pickLogo } from "../lib/login-logo.ts";
import { useBranding } from "./use-branding.ts";

export type LabelledLogo = BrandLogo & { alt: string };

/** The organisation's logo for its login card, or null (no organisation, no logo). */
export function useLoginLogo(): LabelledLogo | null {
  const incubator = useBranding();
  const intl = useIntl();
  const logo = incubator ? loginLogo(incubator) : null;
  return logo && incubator
    ? { ...logo, alt: intl.formatMessage({ id: "branding.logoAlt" }, { name: incubator.name }) }
    : null;
}

/** The organisation's logo for the top bar, which has the sidebar's colours. */
export function useTopBarLogo(): LabelledLogo | null {
  const incubator = useBranding();
  const intl = useIntl();
  const logo = incubator ? pickLogo(incubator, incubator.brandPalette.sidebar.logoType) : null;
  return logo && incubator
    ? { ...logo, alt: intl.formatMessage({ id: "branding.logoAlt" }, { name: incubator.name }) }
    : null;
}
