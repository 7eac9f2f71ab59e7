import type { MantineColor } from "@mantine/core";
import type { ReactNode } from "react";

/** spec-2 §9: toasts close by themselves after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastInput = {
  message: ReactNode;
  title?: ReactNode;
  color?: MantineColor;
  /** Milliseconds before it closes itself, or false to keep it until dismissed. */
  autoClose?: number | false;
};

export type Toast = ToastInput & { id: number };

export type ToastStore = {
  get: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
  /** Closes every toast (a test starts from none). */
  clear: () => void;
};

/**
 * A small stack of toasts (@mantine/notifications is not part of the stack): any code may
 * show one; the shell's ToastStack renders them.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, number>();
  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };

  const dismiss = (id: number) => {
    window.clearTimeout(timers.get(id));
    timers.delete(id);
    if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
  };

  return {
    get: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show: (input) => {
      const id = nextId++;
      publish([...toasts, { ...input, id }]);
      const delay = input.autoClose ?? TOAST_AUTO_CLOSE_MS;
      if (delay !== false)
        timers.set(
          id,
          window.setTimeout(() => dismiss(id), delay),
        );
      return id;
    },
    dismiss,
    clear: () => {
      for (const toast of toasts) dismiss(toast.id);
    },
  };
}

/** The app's toasts. */
export const toasts = createToastStore();

export function showToast(toast: ToastInput): number {
  return toasts.show(toast);
}
