import { AppError } from "../../graphql/errors.ts";

/**
 * The attachments module's refusals and their reason codes (`reason` in the REST body and in
 * GraphQL's extensions): the web says each in the user's language (docs/attachments.md).
 */
export const ATTACHMENT_REASONS = [
  "NO_FILE",
  "EMPTY_FILE",
  "TOO_LARGE",
  "WRONG_TYPE",
  "UNKNOWN_REFERENCE",
  "NOT_YOURS",
  "ALREADY_ATTACHED",
  "BAD_LINK",
  "BAD_NAME",
] as const;
export type AttachmentReason = (typeof ATTACHMENT_REASONS)[number];

/** Bad input: 400 ValidationError with a reason. */
export class AttachmentInputError extends AppError {
  constructor(
    reason: Exclude<AttachmentReason, "TOO_LARGE">,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super("ValidationError", message, { reason, ...extra });
  }
}

/** A file over the plan's limit, found while it streamed in: the route answers 413. */
export class FileTooLargeError extends AppError {
  readonly maxFileSize: number;
  constructor(maxFileSize: number) {
    super(
      "ValidationError",
      `The file is larger than ${formatBytes(maxFileSize)}, the largest this organisation's plan accepts`,
      {
        reason: "TOO_LARGE" satisfies AttachmentReason,
        maxFileSize,
      },
    );
    this.maxFileSize = maxFileSize;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
