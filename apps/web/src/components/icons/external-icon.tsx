import { LineIcon } from "../line-icon.tsx";
import classes from "./external-icon.module.css";

/** After a link that opens in a new tab: points up and away from the text (mirrored in Arabic). */
export function ExternalIcon() {
  return (
    <LineIcon size={14} className={classes.external}>
      <path d="M14 4h6v6" />
      <path d="M20 4 10 14" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}
