type LogoSource = {
  logo?: string | null;
  whiteLogo?: string | null;
  brandPalette: { login: { logoType: string } };
};

export type LoginLogo = { src: string; onDark: boolean };

/**
 * The palette's login logo type picks the logo; a white logo needs a dark background.
 * A missing logo of the chosen type falls back to the other one.
 */
export function loginLogo(incubator: LogoSource): LoginLogo | null {
  const wantsWhite = incubator.brandPalette.login.logoType === "WHITE";
  const white = incubator.whiteLogo ? { src: incubator.whiteLogo, onDark: true } : null;
  const regular = incubator.logo ? { src: incubator.logo, onDark: false } : null;
  return (wantsWhite ? (white ?? regular) : (regular ?? white)) ?? null;
}
