import { createContext, useContext } from "react";
import type { ViewerAccess } from "../lib/viewer-access.ts";

export const ViewerAccessContext = createContext<ViewerAccess | null>(null);

/** The signed-in user's access; only inside <AccessProvider>, where it is always loaded. */
export function useViewerAccess(): ViewerAccess {
  const access = useContext(ViewerAccessContext);
  if (!access) throw new Error("useViewerAccess must be used inside <AccessProvider>");
  return access;
}
