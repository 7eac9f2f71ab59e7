import { readAuthorization } from "../../lib/auth-storage.ts";
import { saveBlobAs } from "../../lib/save-blob.ts";

/**
 * Downloads a document attachment (its `url` needs the bearer token, decision 025): fetched
 * with the token, then saved under its name through a temporary object URL. Images at a
 * size need none of this: their signed `url` goes straight into `<img src>`.
 */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const authorization = readAuthorization();
  const response = await fetch(url, { headers: authorization ? { authorization } : {} });
  if (!response.ok) throw new Error(`download failed: HTTP ${response.status}`);
  saveBlobAs(await response.blob(), name);
}
