import { LineIcon } from "../../../components/line-icon.tsx";

export function DotsIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </LineIcon>
  );
}

export function InviteIcon() {
  return (
    <LineIcon>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M19 8v6M22 11h-6" />
    </LineIcon>
  );
}
