import { readAuthorization } from "../../../lib/auth-storage.ts";
import { saveBlobAs } from "../../../lib/save-blob.ts";

export type PdfDownload = { ok: true; name: string } | { ok: false; status: number };

/**
 * Fetches a form's PDF with the user's token (GET /api/forms/:id/pdf, helper pdf's route)
 * and saves it under the name the server gives (Content-Disposition), else `fallback`.
 */
export async function downloadFormPdf(path: string, fallback: string): Promise<PdfDownload> {
  const authorization = readAuthorization();
  const response = await fetch(path, { headers: authorization ? { authorization } : {} });
  if (!response.ok) return { ok: false, status: response.status };
  const name = fileNameOf(response.headers.get("content-disposition")) ?? fallback;
  saveBlobAs(await response.blob(), name);
  return { ok: true, name };
}

/** `filename*=UTF-8''…` (RFC 6266) before `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {}
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const value = plain?.[1] ?? plain?.[2];
  return value ? value.trim() : null;
}
