import { LineIcon } from "../../../components/line-icon.tsx";

/** The documents tab's line icons. */
export function FolderIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </LineIcon>
  );
}

export function FileIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </LineIcon>
  );
}

export function MoreIcon() {
  return (
    <LineIcon>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </LineIcon>
  );
}
