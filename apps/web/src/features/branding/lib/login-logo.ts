type LogoSource = {
  logo?: string | null;
  whiteLogo?: string | null;
};

export type BrandLogo = { src: string; onDark: boolean };

/**
 * A palette's logo type ("WHITE" or another) picks the logo; a white logo needs a dark
 * background. A missing logo of the chosen type falls back to the other one.
 */
export function pickLogo(incubator: LogoSource, logoType: string): BrandLogo | null {
  const white = incubator.whiteLogo ? { src: incubator.whiteLogo, onDark: true } : null;
  const regular = incubator.logo ? { src: incubator.logo, onDark: false } : null;
  return (logoType === "WHITE" ? (white ?? regular) : (regular ?? white)) ?? null;
}

/** The logo of the login card (brandPalette.login.logoType). */
export function loginLogo(incubator: LogoSource & { brandPalette: { login: { logoType: string } } }) {
  return pickLogo(incubator, incubator.brandPalette.login.logoType);
}
