import { MantineProvider } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { usePublicClient } from "../../../lib/public-graphql/public-client-context.ts";
import { usePublicQuery, usePublicSubscription } from "../../../lib/public-graphql/use-public-query.ts";
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
 * changes arrive through `incubatorUpdated` and land in every cached answer that shows the
 * organisation, which re-renders this. Read through the public client (decision 022: the
 * public pages load no Apollo; the signed-in area shares the answer with Apollo's cache).
 * When the organisation cannot be loaded the app still renders, with the default palette,
 * so that the error pages can show.
 */
export function BrandingProvider({ loading, children }: BrandingProviderProps) {
  const client = usePublicClient();
  const { data, loading: isLoading } = usePublicQuery(IncubatorBrandingQuery);
  const incubator = data?.incubator ?? null;
  usePublicSubscription(IncubatorUpdatedSubscription, {
    skip: !incubator,
    onData: ({ incubatorUpdated }) => client.mergeEntity(incubatorUpdated),
  });

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
