import { LineIcon } from "../../../components/line-icon.tsx";
import classes from "./booking-icons.module.css";

/** A chevron pointing back or forward in the reading direction (mirrored in Arabic). */
export function ChevronIcon({ towards, size }: { towards: "previous" | "next"; size?: number }) {
  return (
    <span className={classes.chevron} aria-hidden="true">
      <LineIcon size={size}>
        <path d={towards === "previous" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
      </LineIcon>
    </span>
  );
}
