export { downloadAttachment } from "./download-attachment.ts";
export { FileUpload, type FileUploadProps } from "./file-upload.tsx";
export { type LinkAttachment, sendLink } from "./send-link.ts";
export { UploadErrorText } from "./upload-error-text.tsx";
export { sendUpload, UploadError, type UploadedAttachment, type UploadResult } from "./upload-request.ts";
export { uploadUrl, userFileUrl } from "./upload-url.ts";
