import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { toasts } from "../components/feedback/toast-store.ts";
import { forgetLastSignOutReason } from "../lib/auth-storage.ts";

// Mantine reads media queries and observes element sizes; jsdom implements neither.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // Module-level state lives on from one file to the next in a worker (isolate: false).
  toasts.clear();
  document.cookie.split(";").forEach((pair) => {
    const name = pair.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetLastSignOutReason();
  document.documentElement.removeAttribute("dir");
  document.documentElement.removeAttribute("lang");
});
