/** The address of POST /api/attachment/upload for a use and, optionally, a reference the viewer may change. */
export function uploadUrl(options: {
  use?: "attachment" | "cover" | "avatar" | "profileCover";
  referenceType?: string;
  referenceId?: string;
}): string {
  const query = new URLSearchParams();
  if (options.use) query.set("use", options.use);
  if (options.referenceType && options.referenceId) {
    query.set("referenceType", options.referenceType);
    query.set("referenceId", options.referenceId);
  }
  const text = query.toString();
  return `/api/attachment/upload${text ? `?${text}` : ""}`;
}

/** The address of POST /api/users/file: the signed-in user's avatar or cover. */
export function userFileUrl(type: "avatar" | "cover"): string {
  return `/api/users/file?type=${type}`;
}
