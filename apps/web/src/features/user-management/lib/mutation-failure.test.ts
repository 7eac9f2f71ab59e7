import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { fieldMessage, mutationFailure, otherFieldMessages } from "./mutation-failure.ts";

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("mutationFailure", () => {
  it("keeps the plan limit's numbers", () => {
    expect(
      mutationFailure(
        refusal("Plan limit reached", { name: "LimitReachedError", limit: "network", max: 25, current: 25 }),
      ),
    ).toEqual({ kind: "limit", limit: "network", max: 25, current: 25, message: "Plan limit reached" });
  });

  it("keeps the field messages of a validation error", () => {
    const failure = mutationFailure(
      refusal("Some fields are invalid", {
        name: "ValidationError",
        fields: { "input.email": "Not an e-mail", roleId: "Unknown role" },
      }),
    );
    expect(fieldMessage(failure, "email")).toBe("Not an e-mail");
    expect(fieldMessage(failure, "roleId")).toBe("Unknown role");
    expect(fieldMessage(failure, "name")).toBeNull();
    expect(otherFieldMessages(failure, ["email"])).toEqual(["Unknown role"]);
  });

  it("says a coded field in the user's words, never the server's English", () => {
    const intl = createIntl({ locale: "en", messages: englishMessages });
    const failure = mutationFailure(
      refusal("email is not a valid email", {
        name: "ValidationError",
        fields: { "input.email": "email is not a valid email" },
        fieldErrors: [{ path: "input.email", code: "INVALID_EMAIL" }],
      }),
      intl,
    );
    expect(fieldMessage(failure, "email")).toBe("This field is not a valid email");
  });

  it.each([
    [{ name: "ConflictError" }, { kind: "conflict", message: "refused" }],
    [{ name: "ForbiddenError", reason: "PLAN" }, { kind: "plan" }],
    [{ name: "ForbiddenError" }, { kind: "forbidden" }],
    [{ name: "NotFoundError" }, { kind: "notFound" }],
    [{ name: "Surprise" }, { kind: "other", message: "refused" }],
  ])("names %o", (extensions, expected) => {
    expect(mutationFailure(refusal("refused", extensions))).toEqual(expected);
  });

  it("passes a network failure's message on", () => {
    expect(mutationFailure(new TypeError("Failed to fetch"))).toEqual({
      kind: "other",
      message: "Failed to fetch",
    });
  });
});
