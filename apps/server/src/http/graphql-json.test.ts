import { describe, expect, it } from "vitest";
import { acceptedJsonType, mediaTypesOf } from "./graphql-json.ts";

const accepted = (accept: string) => acceptedJsonType(mediaTypesOf(accept));

describe("which requests the thin JSON path answers", () => {
  it("takes the web's Apollo Client's Accept, answering with the type Yoga would choose", () => {
    expect(accepted("application/graphql-response+json,application/json;q=0.9")).toBe(
      "application/graphql-response+json",
    );
    expect(accepted("application/json")).toBe("application/json");
    expect(accepted("application/json, application/graphql-response+json")).toBe("application/json");
  });

  it("leaves to Yoga's adapter what could be a stream or another type", () => {
    for (const accept of [
      "*/*",
      "application/*",
      "text/event-stream",
      "application/json, text/event-stream",
      "multipart/mixed, application/json",
      "application/json; charset=latin1",
      "text/html",
    ])
      expect(accepted(accept), accept).toBeNull();
  });
});
