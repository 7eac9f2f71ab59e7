import { LineIcon } from "../../../components/line-icon.tsx";

export function SearchIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.35-4.35" />
    </LineIcon>
  );
}

/** Points up and away from the text, in either reading direction (mirrored by CSS in RTL). */
export function ExternalIcon({ className }: { className?: string }) {
  return (
    <LineIcon size={14} className={className}>
      <path d="M14 4h6v6" />
      <path d="M20 4 10 14" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </LineIcon>
  );
}

export function PeopleIcon() {
  return (
    <LineIcon size={32}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
    </LineIcon>
  );
}

export function BuildingIcon() {
  return (
    <LineIcon size={32}>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M9 21v-4h6v4M8 7h2M14 7h2M8 11h2M14 11h2" />
    </LineIcon>
  );
}
