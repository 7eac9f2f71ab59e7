import { readAuthorization } from "../../lib/auth-storage.ts";

/**
 * Downloads a document attachment (its `url` needs the bearer token, decision 025): fetched
 * with the token, then saved under its name through a temporary object URL. Images at a
 * size need none of this: their signed `url` goes straight into `<img src>`.
 */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const authorization = readAuthorization();
  const response = await fetch(url, { headers: authorization ? { authorization } : {} });
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
