import type { ReactNode } from "react";

type LineIconProps = { size?: number; className?: string; children: ReactNode };

/** The frame of every line icon: 24 × 24, stroked in the current text colour, hidden from readers. */
export function LineIcon({ size = 18, className, children }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
