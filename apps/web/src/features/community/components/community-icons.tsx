import { LineIcon } from "../../../components/line-icon.tsx";

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
