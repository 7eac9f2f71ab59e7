import { Alert, Button, Group, Stack } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../lib/i18n/message-id.ts";
import classes from "./save-bar.module.css";

type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  /** Messages of a refused save that no field shows. */
  failures: readonly string[];
  onDismiss: () => void;
  /** The page's words for its Save button and for a refused save ({message}). */
  messages: { save: MessageId; saveError: MessageId };
};

/** Room left above the bar when a field scrolls into view (px). */
const ROOM_ABOVE_BAR = 8;

/**
 * While the bar is on the page, a field scrolled into view (by the keyboard's focus, a
 * label, a test's click) stops above the bar, not under it: the page's scroll padding at
 * the block end (the bottom, in either writing direction) follows the bar's height.
 */
function useScrollPaddingOf(bar: React.RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () =>
      root.style.setProperty("scroll-padding-block-end", `${element.offsetHeight + ROOM_ABOVE_BAR}px`);
    apply();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty("scroll-padding-block-end");
    };
  }, [bar]);
}

/** Stays at the bottom of the window while a form page scrolls; Save waits for a change. */
export function SaveBar({ dirty, saving, failures, onDismiss, messages }: SaveBarProps) {
  const intl = useIntl();
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingOf(bar);
  return (
    <Stack ref={bar} gap="xs" className={classes.bar}>
      {failures.length > 0 ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={intl.formatMessage({ id: "shell.close" })}
          onClose={onDismiss}
        >
          <FormattedMessage id={messages.saveError} values={{ message: failures.join(" ") }} />
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" disabled={!dirty} loading={saving}>
          <FormattedMessage id={messages.save} />
        </Button>
      </Group>
    </Stack>
  );
}
