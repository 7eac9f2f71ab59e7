import { LineIcon } from "../line-icon.tsx";

/** A magnifier: the start of a search box. */
export function SearchIcon() {
  return (
    <LineIcon size={16}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.35-4.35" />
    </LineIcon>
  );
}
