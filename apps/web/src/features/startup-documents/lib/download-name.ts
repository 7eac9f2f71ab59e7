/**
 * The name a downloaded document is saved under: its (possibly renamed) name, with the
 * uploaded file's extension when the new name has lost it ("Pitch deck" → "Pitch deck.pdf").
 */
export function downloadName(name: string, fileName: string | null | undefined): string {
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(fileName ?? "")?.[0];
  if (!extension || name.toLowerCase().endsWith(extension.toLowerCase())) return name;
  return `${name}${extension}`;
}
