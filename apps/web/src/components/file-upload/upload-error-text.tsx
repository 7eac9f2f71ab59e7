import { FormattedMessage, useIntl } from "react-intl";
import type { UploadError } from "./upload-request.ts";

const KNOWN = new Set(["TOO_LARGE", "WRONG_TYPE", "EMPTY_FILE", "FORBIDDEN", "NETWORK", "NO_FILE"]);

/** The server's refusal in the user's language; an unknown one with the server's words. */
export function UploadErrorText({ error }: { error: UploadError }) {
  const intl = useIntl();
  if (error.reason === "TOO_LARGE") {
    const max = error.maxFileSize ?? 0;
    const mb = intl.formatNumber(max / (1024 * 1024), { maximumFractionDigits: 1 });
    return <FormattedMessage id="upload.error.TOO_LARGE" values={{ max: mb }} />;
  }
  if (KNOWN.has(error.reason)) {
    return (
      <FormattedMessage
        id={`upload.error.${error.reason as "WRONG_TYPE" | "EMPTY_FILE" | "FORBIDDEN" | "NETWORK" | "NO_FILE"}`}
      />
    );
  }
  return <FormattedMessage id="upload.error.other" values={{ message: error.message }} />;
}
