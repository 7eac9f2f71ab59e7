import { describe, expect, it } from "vitest";
import { sharedMessages } from "../lib/i18n/load-messages.ts";
import { FEATURES } from "./features.ts";
import { PUBLIC_MESSAGE_FILES } from "./public-messages.ts";
import { PUBLIC_ROUTES } from "./public-routes.ts";
import { signedInRoutes } from "./signed-in-routes.tsx";

/**
 * The first chunk reads the public pages' routes and messages from the features' own files,
 * not from the registry (decision 034): they must be what the registry says.
 */
describe("the public pages of the first chunk", () => {
  it("are every feature's public routes, in the registry's order", () => {
    expect(PUBLIC_ROUTES).toEqual(FEATURES.flatMap((feature) => feature.routes?.public ?? []));
  });

  it("load the shared messages only: a feature with public pages loads its own with them", () => {
    expect(PUBLIC_MESSAGE_FILES).toEqual([sharedMessages]);
    const publicFeatures = FEATURES.filter((feature) => feature.routes?.public?.length);
    // Their texts load with their pages (a MessagesGate, or the renderer's own), never up front.
    for (const feature of publicFeatures) expect(PUBLIC_MESSAGE_FILES).not.toContain(feature.messages);
  });

  it("leave the signed-in routes to their own chunk, without the public ones", () => {
    expect(signedInRoutes.length).toBeGreaterThan(10);
    for (const route of PUBLIC_ROUTES) expect(signedInRoutes).not.toContain(route);
  });
});
