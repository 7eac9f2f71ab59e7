/**
 * spec-2 §7–§8: the service worker (public/sw.js) is registered in production builds. When
 * a new worker takes over a page that already had one, the page reloads so that the page
 * and its worker are of the same version; the first install does not reload. A failed
 * registration is only logged.
 */
export const SERVICE_WORKER_URL = "/sw.js";

type WorkerContainer = Pick<ServiceWorkerContainer, "controller" | "register" | "addEventListener">;

export function registerServiceWorker(
  container: WorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  // Missing on plain-HTTP origins other than localhost and in some private modes.
  if (!container) return;
  const updating = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!updating || reloading) return;
    reloading = true;
    reload();
  });
  container.register(SERVICE_WORKER_URL).catch((error: unknown) => {
    console.error("The service worker could not be registered", error);
  });
}
