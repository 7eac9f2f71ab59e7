import { isTagKind } from "@launchpad/domain/tag-kinds";
import { useLocation } from "react-router";
import { TagsPage } from "../components/tags-page.tsx";

/** /setup/tags/<kind>: the kind is the address's last segment (one route per kind, feature.ts). */
export function Component() {
  const kind = useLocation().pathname.replace(/\/+$/, "").split("/").pop();
  if (!isTagKind(kind)) return null;
  return <TagsPage key={kind} kind={kind} />;
}
