import { MantineProvider } from "@mantine/core";
import { type ReactNode, useEffect, useMemo } from "react";
import { usePublicClient } from "../../../lib/public-graphql/public-client-context.ts";
import { usePublicQuery } from "../../../lib/public-graphql/use-public-query.ts";
import { IncubatorBrandingQuery } from "../api/incubator-branding.query.ts";
import { BrandingContext } from "../hooks/use-branding.ts";
import { toBrandPalette } from "../lib/brand-palette.ts";
import { brandCssVariables, brandTheme } from "../lib/brand-theme.ts";
import { liveBranding } from "../lib/live-branding.ts";

type BrandingProviderProps = {
  /** Shown until the organisation is known, so its colours never flash in late. */
  loading: ReactNode;
  children: ReactNode;
};

/**
 * Loads the organisation of the current host and themes Mantine with its palette. Read through
 * the public client (decision 022: the public pages load no Apollo; the signed-in area shares
 * the answer with Apollo's cache). It is read again when the window regains focus, and its
 * fields go into every cached answer that shows the organisation (the login card), unless
 * the signed-in area's `incubatorUpdated` subscription is open (LiveBranding), which does the
 * same live (decision 044: the public pages open no websocket).
 * When the organisation cannot be loaded the app still renders, with the default palette,
 * so that the error pages can show.
 */
export function BrandingProvider({ loading, children }: BrandingProviderProps) {
  const client = usePublicClient();
  const { data, loading: isLoading } = usePublicQuery(IncubatorBrandingQuery);
  const incubator = data?.incubator ?? null;
  useEffect(() => {
    const readAgain = () => {
      if (liveBranding.isLive()) return;
      client
        .refetch(IncubatorBrandingQuery)
        .then(({ incubator }) => {
          if (incubator) client.mergeEntity(incubator);
        })
        .catch(() => {});
    };
    window.addEventListener("focus", readAgain);
    return () => window.removeEventListener("focus", readAgain);
  }, [client]);

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
