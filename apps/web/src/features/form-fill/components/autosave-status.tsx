import { Text } from "@mantine/core";
import { useIntl } from "react-intl";
import type { AutosaveStatus } from "../hooks/use-form-autosave.ts";

/** Where the draft is (WCAG 4.1.3: said politely by screen readers, never moving focus). */
export function AutosaveStatusText({ status, restored }: { status: AutosaveStatus; restored: boolean }) {
  const intl = useIntl();
  const text =
    status === "saving"
      ? intl.formatMessage({ id: "formFill.autosave.saving" })
      : status === "saved"
        ? intl.formatMessage({ id: "formFill.autosave.saved" })
        : status === "local"
          ? intl.formatMessage({ id: "formFill.autosave.local" })
          : restored
            ? intl.formatMessage({ id: "formFill.autosave.restored" })
            : "";
  return (
    <Text
      size="sm"
      c={status === "local" ? "orange.9" : "dimmed"}
      role="status"
      data-testid="autosave-status"
      mih={20}
    >
      {text}
    </Text>
  );
}
