/**
 * Saves a fetched file under `name` through a temporary object URL (a download the browser
 * offers like any other). Used where the file's address needs the bearer token, so a plain
 * link cannot fetch it: document attachments (decision 025) and form PDFs.
 */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
