import { useState } from "react";

/**
 * True from the first time `opened` is: a dialog loaded lazily (issue 13: the first page
 * carries no dialog it does not open) mounts then and stays, so that closing it animates
 * and gives the focus back as Mantine does.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return opened || openedOnce;
}
