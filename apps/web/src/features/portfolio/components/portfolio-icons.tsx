import { LineIcon } from "../../../components/line-icon.tsx";
import classes from "./portfolio.module.css";

export function SearchIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.35-4.35" />
    </LineIcon>
  );
}

/** Points up and away from the text, towards the end of the line (mirrored in Arabic). */
export function ExternalIcon() {
  return (
    <LineIcon size={14} className={classes.external}>
      <path d="M14 4h6v6" />
      <path d="M20 4 10 14" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}

export function BriefcaseIcon() {
  return (
    <LineIcon size={32}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
    </LineIcon>
  );
}
