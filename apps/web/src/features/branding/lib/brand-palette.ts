import { type BrandPalette, DEFAULT_BRAND_PALETTE, isBrandPalette } from "@launchpad/domain/brand-palette";

/**
 * The palette as the server sent it, checked against the shared rule (without zod, which the
 * first page need not load): a colour the browser cannot paint falls back to the default
 * palette rather than an unreadable page.
 */
export function toBrandPalette(value: unknown): BrandPalette {
  const palette = stripTypename(value);
  return isBrandPalette(palette) ? palette : DEFAULT_BRAND_PALETTE;
}

function stripTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTypename);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "__typename")
      .map(([key, inner]) => [key, stripTypename(inner)]),
  );
}
