import { directionOf } from "@launchpad/domain";
import { useDirection } from "@mantine/core";
import { useLayoutEffect } from "react";
import { useLocale } from "../lib/i18n/locale-context.ts";

/** Mantine's components (menus, drawers, sliders) follow the language's direction. */
export function DirectionSync() {
  const { locale } = useLocale();
  const { setDirection } = useDirection();
  useLayoutEffect(() => setDirection(directionOf(locale)), [locale, setDirection]);
  return null;
}
