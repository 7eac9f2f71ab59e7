import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, writeToken } from "../auth-storage.ts";
import { createForbiddenHandler } from "./forbidden-handler.ts";
import { forbiddenRoute } from "./forbidden-route.ts";
import { readHttpFailure } from "./http-failure.ts";

const invalidIncubator = { message: "Unknown incubator", extensions: { name: "InvalidIncubator" } };
const forbidden = { message: "Forbidden", extensions: { name: "ForbiddenError" } };

function jsonServerError(status: number, errors: unknown[]): ServerError {
  const bodyText = JSON.stringify({ errors });
  return new ServerError("Response not successful", {
    response: new Response(bodyText, { status }),
    bodyText,
  });
}

describe("readHttpFailure and forbiddenRoute", () => {
  it.each([
    {
      answer: "403 JSON body naming InvalidIncubator",
      failure: readHttpFailure(jsonServerError(403, [invalidIncubator])),
      route: "/incubator-not-found",
    },
    {
      answer: "403 graphql-response+json naming InvalidIncubator",
      failure: readHttpFailure(new CombinedGraphQLErrors({ errors: [invalidIncubator] }), { status: 403 }),
      route: "/incubator-not-found",
    },
    {
      answer: "403 naming another error",
      failure: readHttpFailure(jsonServerError(403, [forbidden])),
      route: "/error",
    },
    {
      answer: "403 with a body that is not JSON",
      failure: readHttpFailure(
        new ServerError("Forbidden", { response: new Response("nope", { status: 403 }), bodyText: "nope" }),
      ),
      route: "/error",
    },
  ])("$answer → $route", ({ failure, route }) => {
    expect(failure.status).toBe(403);
    expect(forbiddenRoute(failure)).toBe(route);
  });
});

describe("createForbiddenHandler", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("clears the token and navigates with the failure and the page it happened on", () => {
    window.history.replaceState(null, "", "/events?tab=2");
    writeToken("secret");
    const navigate = vi.fn();

    createForbiddenHandler(navigate)(readHttpFailure(jsonServerError(403, [forbidden])), "Events");

    expect(readToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/error", {
      error: { message: "Response not successful", names: ["ForbiddenError"], operation: "Events" },
      from: "/events?tab=2",
    });
  });

  it("stays put when already on the target page", () => {
    window.history.replaceState(null, "", "/incubator-not-found");
    const navigate = vi.fn();

    createForbiddenHandler(navigate)(
      readHttpFailure(jsonServerError(403, [invalidIncubator])),
      "SupportEmail",
    );

    expect(navigate).not.toHaveBeenCalled();
  });
});
