import { createContext, useContext } from "react";
import type { IncubatorBrandingFragment } from "../../../gql/graphql.ts";

export type Branding = IncubatorBrandingFragment;

/** null while the organisation is unknown (loading failed, or the host names none). */
export const BrandingContext = createContext<Branding | null>(null);

export function useBranding(): Branding | null {
  return useContext(BrandingContext);
}
