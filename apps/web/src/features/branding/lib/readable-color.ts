import { darken, luminance } from "@mantine/core";

/** WCAG 2 AA for body text (1.4.3): what every text colour of the theme must reach. */
export const AA_TEXT_CONTRAST = 4.5;

/** The contrast ratio of two colours (WCAG 2: 1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color`, darkened in small steps until it reads at AA on every one of `backgrounds` (light
 * backgrounds: a tint, a page); `color` itself when it already does. Keeps the hue, so a
 * green badge stays green.
 */
export function readableOn(color: string, backgrounds: readonly string[], ratio = AA_TEXT_CONTRAST): string {
  const reads = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  if (reads(color)) return color;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const candidate = darken(color, amount);
    if (reads(candidate)) return candidate;
  }
  return "#000000";
}

/** `color` at `alpha` over an opaque `background`, as the browser paints it (both #rrggbb or rgb()). */
export function blend(color: string, alpha: number, background: string): string {
  const [r, g, b] = channels(color);
  const [br, bg, bb] = channels(background);
  const mix = (top: number, bottom: number) => Math.round(top * alpha + bottom * (1 - alpha));
  return `rgb(${mix(r, br)}, ${mix(g, bg)}, ${mix(b, bb)})`;
}

function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ];
  }
  const numbers = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
}
