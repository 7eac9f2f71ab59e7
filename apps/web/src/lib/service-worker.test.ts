import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./service-worker.ts";

function fakeContainer(controller: object | null, registration: Promise<unknown> = Promise.resolve({})) {
  const events = new EventTarget();
  return {
    controller: controller as ServiceWorker | null,
    register: vi.fn(() => registration as Promise<ServiceWorkerRegistration>),
    addEventListener: events.addEventListener.bind(events) as ServiceWorkerContainer["addEventListener"],
    takeOver: () => events.dispatchEvent(new Event("controllerchange")),
  };
}

describe("registerServiceWorker", () => {
  it("registers /sw.js", () => {
    const container = fakeContainer(null);
    registerServiceWorker(container, vi.fn());
    expect(container.register).toHaveBeenCalledWith("/sw.js");
  });

  it("reloads once when an updated worker takes over the page", () => {
    const container = fakeContainer({});
    const reload = vi.fn();
    registerServiceWorker(container, reload);

    container.takeOver();
    container.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload when the first worker is installed", () => {
    const container = fakeContainer(null);
    const reload = vi.fn();
    registerServiceWorker(container, reload);

    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it("only logs a failed registration", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = fakeContainer(null, Promise.reject(new Error("SecurityError")));
    registerServiceWorker(container, vi.fn());

    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    error.mockRestore();
  });

  it("does nothing where service workers are not available", () => {
    expect(() => registerServiceWorker(undefined, vi.fn())).not.toThrow();
  });
});
