import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  initialMenuState,
  isNarrowScreen,
  type MenuState,
  menuStateAfterResize,
  readMenuState,
  writeMenuState,
} from "../../features/navigation/index.ts";

export type SideMenuState = {
  opened: boolean;
  /** Below 576 px the menu is an overlay, hidden when closed; above, a rail when closed. */
  narrow: boolean;
  toggle: () => void;
  expand: () => void;
  close: () => void;
};

/** The collapse rules of features/navigation/lib/menu-collapse.ts, applied to this window. */
export function useSideMenuState(): SideMenuState {
  const [state, setState] = useState<MenuState>(() => initialMenuState(window.innerWidth, readMenuState()));
  const [narrow, setNarrow] = useState(() => isNarrowScreen(window.innerWidth));

  useEffect(() => {
    let previousWidth = window.innerWidth;
    const onResize = () => {
      const width = window.innerWidth;
      const next = menuStateAfterResize(previousWidth, width);
      previousWidth = width;
      if (next) setState(next);
      setNarrow(isNarrowScreen(width));
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const { pathname } = useLocation();
  useEffect(() => {
    // The pathname is the trigger: every navigation closes the overlay menu on a small screen.
    void pathname;
    if (isNarrowScreen(window.innerWidth)) setState("closed");
  }, [pathname]);

  const choose = useCallback((next: MenuState) => {
    writeMenuState(next);
    setState(next);
  }, []);

  return {
    opened: state === "open",
    narrow,
    toggle: () => choose(state === "open" ? "closed" : "open"),
    expand: () => choose("open"),
    close: () => choose("closed"),
  };
}
