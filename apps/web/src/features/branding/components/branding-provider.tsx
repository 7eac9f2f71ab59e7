import { useQuery, useSubscription } from "@apollo/client/react";
import { MantineProvider } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { IncubatorBrandingQuery } from "../api/incubator-branding.query.ts";
import { IncubatorUpdatedSubscription } from "../api/incubator-updated.subscription.ts";
import { BrandingContext } from "../hooks/use-branding.ts";
import { toBrandPalette } from "../lib/brand-palette.ts";
import { brandCssVariables, brandTheme } from "../lib/brand-theme.ts";

type BrandingProviderProps = {
  /** Shown until the organisation is known, so its colours never flash in late. */
  loading: ReactNode;
  children: ReactNode;
};

/**
 * Loads the organisation of the current host and themes Mantine with its palette. Live
 * changes arrive through `incubatorUpdated` and land in the cache, which re-renders this.
 * When the organisation cannot be loaded the app still renders, with the default palette,
 * so that the error pages can show.
 */
export function BrandingProvider({ loading, children }: BrandingProviderProps) {
  const { data, loading: isLoading } = useQuery(IncubatorBrandingQuery);
  const incubator = data?.incubator ?? null;
  useSubscription(IncubatorUpdatedSubscription, { skip: !incubator });

  const palette = useMemo(() => toBrandPalette(incubator?.brandPalette), [incubator?.brandPalette]);
  const theme = useMemo(() => brandTheme(palette), [palette]);
  const cssVariablesResolver = useMemo(() => brandCssVariables(palette), [palette]);

  return (
    <BrandingContext value={incubator}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {isLoading && !incubator ? loading : children}
      </MantineProvider>
    </BrandingContext>
  );
}
