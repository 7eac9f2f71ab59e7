import { Button, Group, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import type { SaveStatus } from "../hooks/use-draft-autosave.ts";

/** The autosave's state, announced politely: saving, saved (at), not saved with a retry. */
export function SaveIndicator({
  save,
  dirty,
  onRetry,
}: {
  save: SaveStatus;
  dirty: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  let text: string;
  if (save.status === "saving") text = intl.formatMessage({ id: "formBuilder.save.saving" });
  else if (save.status === "failed") text = intl.formatMessage({ id: "formBuilder.save.failed" });
  else if (save.status === "limit") text = intl.formatMessage({ id: "formBuilder.save.notCreated" });
  else if (dirty) text = intl.formatMessage({ id: "formBuilder.save.pending" });
  else if (save.status === "saved")
    text = intl.formatMessage(
      { id: "formBuilder.save.saved" },
      { time: intl.formatTime(save.at, { timeStyle: "short" }) },
    );
  else text = intl.formatMessage({ id: "formBuilder.save.upToDate" });
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        size="sm"
        c={save.status === "failed" ? "red" : "dimmed"}
        role="status"
        aria-live="polite"
        data-testid="save-state"
        data-state={dirty ? "dirty" : save.status}
      >
        {text}
      </Text>
      {save.status === "failed" ? (
        <Button size="compact-xs" variant="light" onClick={onRetry} data-testid="save-retry">
          {intl.formatMessage({ id: "formBuilder.save.retry" })}
        </Button>
      ) : null}
    </Group>
  );
}
