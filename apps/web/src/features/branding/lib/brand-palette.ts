import { type BrandPalette, brandPaletteSchema, DEFAULT_BRAND_PALETTE } from "@launchpad/domain";

/**
 * The palette as the server sent it, checked against the shared schema: a colour the
 * browser cannot paint falls back to the default palette rather than an unreadable page.
 */
export function toBrandPalette(value: unknown): BrandPalette {
  const parsed = brandPaletteSchema.safeParse(stripTypename(value));
  return parsed.success ? parsed.data : DEFAULT_BRAND_PALETTE;
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
