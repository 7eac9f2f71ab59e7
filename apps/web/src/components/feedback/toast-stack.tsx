import { Notification } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { useIntl } from "react-intl";
import classes from "./toast-stack.module.css";
import { type ToastStore, toasts } from "./toast-store.ts";

/** Renders the toasts at the inline end of the window's bottom, newest last; each can be closed. */
export function ToastStack({ store = toasts }: { store?: ToastStore }) {
  const intl = useIntl();
  const list = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <div className={classes.stack} role="status" aria-live="polite">
      {list.map((toast) => (
        <Notification
          key={toast.id}
          className={classes.toast}
          title={toast.title}
          color={toast.color}
          withBorder
          closeButtonProps={{ "aria-label": intl.formatMessage({ id: "shell.close" }) }}
          onClose={() => store.dismiss(toast.id)}
        >
          {toast.message}
        </Notification>
      ))}
    </div>
  );
}
