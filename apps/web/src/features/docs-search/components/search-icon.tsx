import { LineIcon } from "../../../components/line-icon.tsx";

export function SearchIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </LineIcon>
  );
}
