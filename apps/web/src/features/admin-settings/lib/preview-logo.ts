import type { LogoType } from "./incubator-settings.ts";

/**
 * Which logo the sidebar shows for a logo type, as the shell picks it: WHITE prefers the
 * white logo (made for dark backgrounds), DEFAULT the regular one; either falls back to the
 * other. A regular logo on the sidebar gets a light plate behind it.
 */
export function previewLogo(
  logos: { logo: string; whiteLogo: string },
  logoType: LogoType,
): { src: string; onDark: boolean } | null {
  const white = logos.whiteLogo ? { src: logos.whiteLogo, onDark: true } : null;
  const regular = logos.logo ? { src: logos.logo, onDark: false } : null;
  return (logoType === "WHITE" ? (white ?? regular) : (regular ?? white)) ?? null;
}
