import { describe, expect, it } from "vitest";
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

  it("load the shared messages, those of features with public pages and the role names", () => {
    const expected = FEATURES.flatMap((feature) =>
      feature.messages && (feature.routes?.public || feature.name === "role-names") ? [feature.messages] : [],
    );
    expect(PUBLIC_MESSAGE_FILES.slice(1)).toEqual(expected);
    expect(PUBLIC_MESSAGE_FILES).toHaveLength(expected.length + 1);
  });

  it("leave the signed-in routes to their own chunk, without the public ones", () => {
    expect(signedInRoutes.length).toBeGreaterThan(10);
    for (const route of PUBLIC_ROUTES) expect(signedInRoutes).not.toContain(route);
  });
});
