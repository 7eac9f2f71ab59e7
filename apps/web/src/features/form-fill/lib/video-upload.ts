import { UploadError, type UploadResult } from "../../../components/file-upload/index.ts";
import { readAuthorization } from "../../../lib/auth-storage.ts";

/** What the video family accepts (decision 037: webm, mp4, mov). */
export const VIDEO_ACCEPT = "video/webm,video/mp4,video/quicktime,.webm,.mp4,.mov";

/**
 * Sends a recorded or chosen clip to the upload route as a pending `video` attachment, with
 * the short-lived token that says video questions are on for this viewer (`x-video-token`).
 */
export function sendVideo(
  blob: Blob,
  name: string,
  token: string,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/attachment/upload?use=video");
    const authorization = readAuthorization();
    if (authorization) xhr.setRequestHeader("authorization", authorization);
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("x-video-token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = (JSON.parse(xhr.responseText) as Record<string, unknown>) ?? {};
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as UploadResult);
      else {
        const reason =
          typeof body.reason === "string" ? body.reason : xhr.status === 403 ? "FORBIDDEN" : "HTTP";
        const max = typeof body.maxFileSize === "number" ? body.maxFileSize : undefined;
        reject(new UploadError(reason, String(body.message ?? xhr.statusText), xhr.status, max));
      }
    };
    xhr.onerror = () => reject(new UploadError("NETWORK", "network error", 0));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", blob, name);
    xhr.send(form);
  });
}

/** The first container type this browser records in (webm in Chromium and Firefox, mp4 in Safari). */
export function recordingType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return ["video/webm;codecs=vp8,opus", "video/webm", "video/mp4"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
}
