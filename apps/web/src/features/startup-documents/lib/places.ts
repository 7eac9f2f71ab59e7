/**
 * Where the documents tab looks: every document, those in no folder ("top"), or one folder.
 * A new upload goes where the viewer looks (the top when looking at all).
 */
export type Place = { kind: "all" } | { kind: "top" } | { kind: "folder"; id: string };

type Filed = { folderId?: string | null };

export function documentsIn<T extends Filed>(place: Place, documents: readonly T[]): T[] {
  if (place.kind === "all") return [...documents];
  if (place.kind === "top") return documents.filter((d) => !d.folderId);
  return documents.filter((d) => d.folderId === place.id);
}

/** The folder an upload made here goes into (null: the top). */
export function uploadFolderOf(place: Place): string | null {
  return place.kind === "folder" ? place.id : null;
}

/** The place still exists after the folders changed; else all documents. */
export function keepPlace(place: Place, folderIds: readonly string[]): Place {
  return place.kind === "folder" && !folderIds.includes(place.id) ? { kind: "all" } : place;
}
