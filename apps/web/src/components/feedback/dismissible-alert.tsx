import { Alert, type AlertProps } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";

/** spec-1 §5: dismissible alerts close by themselves after 7000 ms unless told otherwise. */
export const ALERT_AUTO_CLOSE_MS = 7000;

type DismissibleAlertProps = Omit<AlertProps, "withCloseButton" | "onClose"> & {
  onClose: () => void;
  /** Milliseconds before the alert closes itself, or false to keep it until dismissed. */
  autoClose?: number | false;
};

/** Mantine's Alert with a close button and the product's auto-dismiss delay. */
export function DismissibleAlert({
  onClose,
  autoClose = ALERT_AUTO_CLOSE_MS,
  ...props
}: DismissibleAlertProps) {
  const intl = useIntl();
  // The latest callback, without restarting the delay when the parent re-renders.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (autoClose === false) return;
    const timer = window.setTimeout(() => close.current(), autoClose);
    return () => window.clearTimeout(timer);
  }, [autoClose]);

  return (
    <Alert
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: "shell.close" })}
      onClose={onClose}
      {...props}
    />
  );
}
