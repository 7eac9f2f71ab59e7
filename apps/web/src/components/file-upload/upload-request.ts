import { readAuthorization } from "../../lib/auth-storage.ts";

/** What the upload routes answer (docs/attachments.md). */
export type UploadedAttachment = {
  id: string;
  name: string;
  fileType: string | null;
  size: number;
  /** The image at its use's size (signed, fit for <img>), or the address of the bytes. */
  url: string;
};
export type UploadResult = {
  attachment: UploadedAttachment;
  user?: { id: string; avatar?: string; cover?: string };
};

/** A refused or failed upload: the server's reason (`TOO_LARGE`, `WRONG_TYPE`…), or `NETWORK`. */
export class UploadError extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly status: number,
    readonly maxFileSize?: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export type UploadRequest = {
  /** `/api/attachment/upload` or `/api/users/file`, with its query (referenceType, use, type…). */
  url: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Sends one file as multipart/form-data with the bearer token. XMLHttpRequest, not fetch:
 * only it reports upload progress in browsers.
 */
export function sendUpload({ url, file, onProgress, signal }: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    const authorization = readAuthorization();
    if (authorization) xhr.setRequestHeader("authorization", authorization);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as UploadResult);
        return;
      }
      const reason =
        typeof body.reason === "string" ? body.reason : typeof body.name === "string" ? body.name : "HTTP";
      const message = typeof body.message === "string" ? body.message : xhr.statusText;
      const max = typeof body.maxFileSize === "number" ? body.maxFileSize : undefined;
      reject(new UploadError(xhr.status === 403 ? "FORBIDDEN" : reason, message, xhr.status, max));
    };
    xhr.onerror = () => reject(new UploadError("NETWORK", "network error", 0));
    xhr.onabort = () => reject(new UploadError("ABORTED", "aborted", 0));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
