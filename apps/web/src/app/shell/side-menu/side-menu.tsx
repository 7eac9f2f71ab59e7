import { ScrollArea } from "@mantine/core";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { activeTrail, sideMenuFor } from "../../../features/navigation/index.ts";
import { MENU } from "../../menu.ts";
import type { SideMenuState } from "../use-side-menu-state.ts";
import { useViewer } from "../use-viewer.ts";
import classes from "./side-menu.module.css";
import { SideMenuBrand } from "./side-menu-brand.tsx";
import { SideMenuEntry } from "./side-menu-entry.tsx";
import { SideMenuFooter } from "./side-menu-footer.tsx";

/**
 * The side menu of spec-1 §2: the organisation's logo, the entries the user's role may
 * open (each feature's own entries, app/menu.ts), then Create Startup, support and log-out.
 * Closed, it is a rail of icons — or, below 576 px, hidden.
 */
export function SideMenu({ state }: { state: SideMenuState }) {
  const intl = useIntl();
  const viewer = useViewer();
  const items = useMemo(() => sideMenuFor(viewer, MENU), [viewer]);
  const { pathname } = useLocation();
  const trail = useMemo(() => activeTrail(items, pathname), [items, pathname]);
  const rail = !state.opened && !state.narrow;
  const onNavigate = state.narrow ? state.close : () => {};

  return (
    <nav
      aria-label={intl.formatMessage({ id: "nav.menu" })}
      className={classes.nav}
      data-rail={rail || undefined}
    >
      <SideMenuBrand rail={rail} onClose={state.narrow ? state.close : undefined} />
      <ScrollArea className={classes.entries} type="hover" scrollbarSize={6}>
        {items.map((item) => (
          <SideMenuEntry
            key={item.key}
            item={item}
            depth={0}
            trail={trail}
            rail={rail}
            onExpand={state.expand}
            onNavigate={onNavigate}
          />
        ))}
      </ScrollArea>
      <SideMenuFooter rail={rail} viewer={viewer} />
    </nav>
  );
}
