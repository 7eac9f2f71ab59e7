import type { CSSProperties, ReactNode } from "react";
import classes from "./community-cards.module.css";

/** A list of cards in as many columns as the width allows (at least `minWidth` pixels each). */
export function CardGrid({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <ul className={classes.grid} style={{ "--card-min": `${minWidth}px` } as CSSProperties}>
      {children}
    </ul>
  );
}
