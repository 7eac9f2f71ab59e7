/**
 * The text colour a tag's badge uses on its background: black or white, whichever reads
 * better (WCAG contrast, decision 011), so that any colour an organiser picks stays legible.
 */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0);
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

export function contrast(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

export function textOn(background: string): "#000000" | "#ffffff" {
  const l = luminance(background);
  return contrast(l, 0) >= contrast(l, 1) ? "#000000" : "#ffffff";
}
